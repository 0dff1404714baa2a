import type { Server, Socket } from 'socket.io';
import type { UserClaims } from '@techpack/platform';

// Bounds of the designers' live channel. A designer's tabs and devices each hold one socket: 10 is far more than a
// person uses, and 1,000 sockets of one account (accepted before) hold memory and a room entry each. Messages are a
// person typing: 10 in any 10 s (a burst of pasted lines, then about one a second); 300 in 385 ms were accepted
// before, each a database write, a bus event and a push to the partner.
export const LIVE_LIMITS = {
  socketsPerUser: 10,
  messages: 10,
  messageWindowMs: 10_000,
  refusedBeforeClose: 20,
} as const;

export const TOO_MANY_SOCKETS = `Too many open chat connections for this account (at most ${LIVE_LIMITS.socketsPerUser}): close another tab and try again`;
export const TOO_MANY_MESSAGES = `Too many messages: at most ${LIVE_LIMITS.messages} every ${LIVE_LIMITS.messageWindowMs / 1000} seconds. Please wait a moment`;
export const FLOOD_CLOSED = 'Too many messages: this chat connection is closed. Reload the page to reconnect';

export interface RateLimited {
  ok: false;
  status: 429;
  code: 'CHAT.RATE_LIMITED';
  error: string;
  retryAfterSeconds: number;
}

export class SocketBounds {
  private readonly sockets = new Map<string, number>();
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly limits: {
      socketsPerUser: number;
      messages: number;
      messageWindowMs: number;
    } = LIVE_LIMITS,
  ) {}

  readonly refusedBeforeClose: number = LIVE_LIMITS.refusedBeforeClose;

  // A new socket of the user: refused past the cap (the client's connect_error carries the message).
  open(userId: string): Error | undefined {
    const n = this.sockets.get(userId) ?? 0;
    if (n >= this.limits.socketsPerUser)
      return Object.assign(new Error(TOO_MANY_SOCKETS), {
        data: { code: 'CHAT.TOO_MANY_SOCKETS', status: 429 },
      });
    this.sockets.set(userId, n + 1);
    return undefined;
  }

  closed(userId: string): void {
    const n = (this.sockets.get(userId) ?? 1) - 1;
    if (n > 0) this.sockets.set(userId, n);
    else this.sockets.delete(userId);
  }

  // One message of the user (whichever of their sockets): refused past the window's count.
  message(userId: string, now = Date.now()): RateLimited | undefined {
    const from = now - this.limits.messageWindowMs;
    const list = (this.sent.get(userId) ?? []).filter((t) => t > from);
    if (list.length >= this.limits.messages) {
      this.sent.set(userId, list);
      return {
        ok: false,
        status: 429,
        code: 'CHAT.RATE_LIMITED',
        error: TOO_MANY_MESSAGES,
        retryAfterSeconds: Math.max(1, Math.ceil((list[0] + this.limits.messageWindowMs - now) / 1000)),
      };
    }
    list.push(now);
    this.sent.set(userId, list);
    if (this.sent.size > 10_000)
      for (const [k, v] of this.sent) if (v.every((t) => t <= from)) this.sent.delete(k);
    return undefined;
  }
}

// Installs the bounds on the designers' namespace, after its sign-in check (socket.data.claims is set): the socket cap
// as a connection middleware, the message rate as a per-socket packet middleware (a refused 'message:send' gets its
// ack `{ ok: false, status: 429, code, error }` and a 'message:error' event, and is never handled). A socket that
// keeps sending past 20 refusals in a row is a flood, not a person: it is told so ('message:error', CHAT.FLOODING)
// and closed, so the flood costs a reconnect (a sign-in check, and the socket cap) rather than nothing.
export function boundDesignerSockets(io: Server, bounds = new SocketBounds()): SocketBounds {
  io.use((socket, next) => {
    const claims = socket.data.claims as UserClaims | undefined;
    if (!claims) return next();
    const refused = bounds.open(claims.sub);
    if (refused) return next(refused);
    socket.data.counted = true;
    next();
  });
  io.on('connection', (socket: Socket) => {
    const claims = socket.data.claims as UserClaims | undefined;
    if (!claims) return;
    if (socket.data.counted) socket.on('disconnect', () => bounds.closed(claims.sub));
    let refusedInRow = 0;
    socket.use((packet, next) => {
      if (packet[0] !== 'message:send') return next();
      const limited = bounds.message(claims.sub);
      if (!limited) {
        refusedInRow = 0;
        return next();
      }
      const ack = packet[packet.length - 1];
      if (typeof ack === 'function') (ack as (r: unknown) => void)(limited);
      socket.emit('message:error', limited);
      if (++refusedInRow > bounds.refusedBeforeClose) {
        socket.emit('message:error', { ...limited, code: 'CHAT.FLOODING', error: FLOOD_CLOSED });
        socket.disconnect(true);
      }
    });
  });
  return bounds;
}
