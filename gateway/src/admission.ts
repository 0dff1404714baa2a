import { createHash } from 'node:crypto';

// Fair admission: every client (a signed-in session by its bearer token, anyone else by address) has at most
// `perClient` calls in flight; the next ones wait in line, in order, before their bodies are read, and more than
// `queue` waiting are refused (429). One designer who fires 50 heavy saves at once, or a burst of sign-in attempts
// from one address, then holds `perClient` calls' worth of the services and the database, and everyone else's calls
// go through beside them instead of behind them.
export interface AdmissionOptions {
  perClient: number;
  queue: number;
}

// Clients tracked at once (those with calls in flight or waiting); beyond it a new client is refused (429).
const MAX_CLIENTS = 10_000;

export class AdmissionFull extends Error {}

interface Line {
  running: number;
  waiting: (() => void)[];
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
  async admit(key: string): Promise<() => void> {
    let line = this.lines.get(key);
    if (!line) {
      if (this.lines.size >= MAX_CLIENTS) throw new AdmissionFull('too many clients');
      line = { running: 0, waiting: [] };
      this.lines.set(key, line);
    }
    const own = line;
    if (own.running >= this.options.perClient) {
      if (own.waiting.length >= this.options.queue) throw new AdmissionFull('queue full');
      await new Promise<void>((resolve) => own.waiting.push(resolve));
    } else {
      own.running++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = own.waiting.shift();
      if (next) return next(); // the slot passes to the next in line
      own.running--;
      if (own.running === 0) this.lines.delete(key);
    };
  }
}
