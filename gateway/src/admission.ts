import { fewCores } from '@techpack/platform';

// Fair admission: every client (a signed-in caller by its verified user id, anyone else by address: caller.ts) has at most
// `perClient` calls in flight; the next ones wait in line, in order, before their bodies are read, and more than
// `queue` waiting are refused (429). One designer who fires 50 heavy saves at once, or a burst of sign-in attempts
// from one address, then holds `perClient` calls' worth of the services and the database, and everyone else's calls
// go through beside them instead of behind them. A heavy call (a body over HEAVY_BODY_BYTES, such as a save of a whole
// pack, or one of HEAVY_CALLS: photo uploads, sign-ins, sign-ups) also waits until the client's previous heavy call
// has ended: one client's heavy work is done one call at a time, while its light calls (page loads) go on beside it.
// A client whose heavy calls arrive faster than they are served (a backlog: 50 saves fired at once) yields each next
// heavy turn while another client's heavy call runs or ended less than `yieldQuietMs` ago (that designer's PDF is
// being rendered, their next upload is likely on its way), at most `yieldMaxMs`; then it goes as soon as no other
// client's heavy call runs, or after twice `yieldMaxMs` in any case, so a backlog always moves. 0 = never yield.
export interface AdmissionOptions {
  perClient: number;
  queue: number;
  yieldMaxMs?: number;
  yieldQuietMs?: number;
}

// The options from configuration. On a machine with few cores one client's backlog visibly slows everyone else's
// work: backlogged clients yield there by default.
export function admissionFromConfig(
  config: {
    GATEWAY_CLIENT_CONCURRENCY: number;
    GATEWAY_CLIENT_QUEUE: number;
    GATEWAY_BACKLOG_YIELD_MS?: number;
  },
  cores?: number,
): AdmissionOptions {
  return {
    perClient: config.GATEWAY_CLIENT_CONCURRENCY,
    queue: config.GATEWAY_CLIENT_QUEUE,
    yieldMaxMs: config.GATEWAY_BACKLOG_YIELD_MS ?? (fewCores(cores) ? 2000 : 0),
  };
}
const YIELD_QUIET_MS = 500;
// a client counts as backlogged this long after one of its heavy calls last had to wait behind another of its own
const BACKLOG_MS = 5000;
const RECHECK_MS = 20;
// the record of prompt clients is swept of quiet ones when it reaches this size
const PRUNE_AT = 256;

export const HEAVY_BODY_BYTES = 16 * 1024;

// Calls that cost the CPU far more than their body: a photo upload (analysis, a new pack, its PDF) and a sign-in or
// sign-up (scrypt). Heavy whatever their size.
const SIGN_IN_CALLS = new Set(['POST /api/auth/login', 'POST /api/auth/register', 'POST /api/admin/login']);
const HEAVY_CALLS = new Set(['POST /api/upload', ...SIGN_IN_CALLS]);
export const isHeavyCall = (method: string, path: string) => HEAVY_CALLS.has(`${method} ${path}`);
// A sign-in or sign-up never yields its turn to other clients' uploads: the auth service's password-hash queue
// (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE) already bounds what they cost, and a crowd signing in from one
// office address would otherwise wait up to `yieldMaxMs` per sign-in, one after another, behind everyone's uploads
// (measured: 100 designers arriving over 30 s from one address, sign-in p95 8.1 s). They still go one at a time per
// client, so one address's burst of attempts holds at most one hash at a time.
export const isSignInCall = (method: string, path: string) => SIGN_IN_CALLS.has(`${method} ${path}`);

// Clients tracked at once (those with calls in flight or waiting); beyond it a new client is refused (429).
const MAX_CLIENTS = 10_000;

export class AdmissionFull extends Error {}

interface Line {
  running: number;
  waiting: (() => void)[];
  heavy: boolean;
  waitingHeavy: (() => void)[];
  backlogAt: number;
}

// Heavy calls of clients without a backlog: in flight now, and when the last one ended.
interface PromptHeavy {
  inFlight: number;
  endedAt: number;
}

export class ClientAdmission {
  private readonly lines = new Map<string, Line>();
  private readonly prompt = new Map<string, PromptHeavy>();

  // `onYield`: a heavy turn yielded to other clients (for metrics)
  constructor(
    private readonly options: AdmissionOptions,
    private readonly onYield: () => void = () => {},
  ) {}

  // Resolves with the release function once the call may go on; rejects with AdmissionFull when its line is full.
  // `yields`: whether a heavy call of a backlogged client yields its turn to other clients' prompt heavy work
  // (sign-ins do not: isSignInCall).
  async admit(key: string, heavy = false, yields = true): Promise<() => void> {
    let line = this.lines.get(key);
    if (!line) {
      if (this.lines.size >= MAX_CLIENTS) throw new AdmissionFull('too many clients');
      line = { running: 0, waiting: [], heavy: false, waitingHeavy: [], backlogAt: -Infinity };
      this.lines.set(key, line);
    }
    const own = line;
    const full = () => own.waiting.length + own.waitingHeavy.length >= this.options.queue;
    if (heavy) {
      if (own.heavy) {
        if (full()) throw new AdmissionFull('queue full');
        own.backlogAt = performance.now();
        await new Promise<void>((resolve) => own.waitingHeavy.push(resolve));
        if (yields) await this.yieldTurn(key, own);
      } else {
        own.heavy = true;
      }
    }
    if (own.running >= this.options.perClient) {
      if (full()) {
        if (heavy) this.passHeavy(key, own);
        throw new AdmissionFull('queue full');
      }
      await new Promise<void>((resolve) => own.waiting.push(resolve));
    } else {
      own.running++;
    }
    let released = false;
    const prompt = heavy ? this.startPrompt(key, own) : undefined;
    return () => {
      if (released) return;
      released = true;
      if (prompt) {
        prompt.inFlight--;
        prompt.endedAt = performance.now();
      }
      if (heavy) this.passHeavy(key, own);
      const next = own.waiting.shift();
      if (next) return next(); // the slot passes to the next in line
      own.running--;
      this.forgetIfIdle(key, own);
    };
  }

  // A heavy call of a client without a backlog is prompt work that backlogged clients yield to.
  private startPrompt(key: string, own: Line): PromptHeavy | undefined {
    if (this.backlogged(own)) return undefined;
    let p = this.prompt.get(key);
    if (!p) {
      if (this.prompt.size >= PRUNE_AT) this.forgetQuietPrompt();
      p = { inFlight: 0, endedAt: -Infinity };
      this.prompt.set(key, p);
    }
    p.inFlight++;
    return p;
  }

  private backlogged(own: Line): boolean {
    return own.waitingHeavy.length > 0 || performance.now() - own.backlogAt < BACKLOG_MS;
  }

  // Waits while other clients' prompt heavy work runs or has just ended (see AdmissionOptions).
  private async yieldTurn(key: string, own: Line): Promise<void> {
    const maxMs = this.options.yieldMaxMs ?? 0;
    if (maxMs <= 0) return;
    const since = performance.now();
    let counted = false;
    for (;;) {
      const now = performance.now();
      let running = false;
      let recent = false;
      for (const [k, p] of this.prompt) {
        if (this.quiet(p, now)) {
          this.prompt.delete(k);
          continue;
        }
        if (k === key) continue;
        if (p.inFlight > 0) running = true;
        else recent = true;
      }
      const waited = now - since;
      if (!running && (!recent || waited >= maxMs)) return;
      if (waited >= 2 * maxMs) return;
      if (!counted) {
        counted = true;
        this.onYield();
      }
      if (own.backlogAt < now) own.backlogAt = now;
      await new Promise((r) => setTimeout(r, RECHECK_MS));
    }
  }

  // a client's prompt heavy work has ended long enough ago that nobody yields to it any more
  private quiet(p: PromptHeavy, now: number): boolean {
    return p.inFlight === 0 && now - p.endedAt >= (this.options.yieldQuietMs ?? YIELD_QUIET_MS);
  }

  private forgetQuietPrompt(): void {
    const now = performance.now();
    for (const [k, p] of this.prompt) if (this.quiet(p, now)) this.prompt.delete(k);
  }

  // The client's heavy turn passes to its next heavy call, or ends.
  private passHeavy(key: string, own: Line): void {
    const next = own.waitingHeavy.shift();
    if (next) return next();
    own.heavy = false;
    this.forgetIfIdle(key, own);
  }

  private forgetIfIdle(key: string, own: Line): void {
    if (own.running === 0 && !own.heavy && own.waiting.length === 0 && own.waitingHeavy.length === 0)
      this.lines.delete(key);
  }
}
