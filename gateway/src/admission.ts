import { createHash } from 'node:crypto';

// Fair admission: every client (a signed-in session by its bearer token, anyone else by address) has at most
// `perClient` calls in flight; the next ones wait in line, in order, before their bodies are read, and more than
// `queue` waiting are refused (429). One designer who fires 50 heavy saves at once, or a burst of sign-in attempts
// from one address, then holds `perClient` calls' worth of the services and the database, and everyone else's calls
// go through beside them instead of behind them. A heavy call (a body over HEAVY_BODY_BYTES: a photo upload, a save of
// a whole pack) also waits until the client's previous heavy call has ended: one client's heavy work is done one call
// at a time, while its light calls (page loads) go on beside it.
export interface AdmissionOptions {
  perClient: number;
  queue: number;
}

export const HEAVY_BODY_BYTES = 16 * 1024;

// Clients tracked at once (those with calls in flight or waiting); beyond it a new client is refused (429).
const MAX_CLIENTS = 10_000;

export class AdmissionFull extends Error {}

interface Line {
  running: number;
  waiting: (() => void)[];
  heavy: boolean;
  waitingHeavy: (() => void)[];
}

export class ClientAdmission {
  private readonly lines = new Map<string, Line>();

  constructor(private readonly options: AdmissionOptions) {}

  // Who the call is from: the session (a hash of its bearer token; tokens are never kept) or the caller's address.
  static clientKey(authorization: string | undefined, ip: string): string {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    return token ? `t:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}` : `a:${ip}`;
  }

  // Resolves with the release function once the call may go on; rejects with AdmissionFull when its line is full.
  async admit(key: string, heavy = false): Promise<() => void> {
    let line = this.lines.get(key);
    if (!line) {
      if (this.lines.size >= MAX_CLIENTS) throw new AdmissionFull('too many clients');
      line = { running: 0, waiting: [], heavy: false, waitingHeavy: [] };
      this.lines.set(key, line);
    }
    const own = line;
    const full = () => own.waiting.length + own.waitingHeavy.length >= this.options.queue;
    if (heavy) {
      if (own.heavy) {
        if (full()) throw new AdmissionFull('queue full');
        await new Promise<void>((resolve) => own.waitingHeavy.push(resolve));
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
    return () => {
      if (released) return;
      released = true;
      if (heavy) this.passHeavy(key, own);
      const next = own.waiting.shift();
      if (next) return next(); // the slot passes to the next in line
      own.running--;
      this.forgetIfIdle(key, own);
    };
  }

  // The client's heavy turn passes to its next heavy call, or ends.
  private passHeavy(key: string, own: Line): void {
    const next = own.waitingHeavy.shift();
    if (next) return next();
    own.heavy = false;
    this.forgetIfIdle(key, own);
  }

  private forgetIfIdle(key: string, own: Line): void {
    if (own.running === 0 && !own.heavy && own.waiting.length === 0 && own.waitingHeavy.length === 0) this.lines.delete(key);
  }
}
