import { timingSafeEqual } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { Logger, UserClaims } from '@techpack/platform';
import { toPartner, toView, type ChatMessageView, type MessageRow, type PartnerMessage } from './chat.schema';

// Server -> designer events: 'message' (a manufacturer reply in one of the designer's conversations),
// 'message:delivered' ({ id, techPackId, deliveredAt }).
// Server -> partner events: 'message' (every designer message, acknowledged by the partner; retried until acked),
// 'operator-reply' (an operator answered as the manufacturer from the admin dashboard; informational).
// Partner -> server: 'reply' ({ techPackId, message, replyTo? }, ack) -> { ok, id?, sentAt?, error? }.
// Designer -> server: 'message:send' ({ techPackId, message }, ack) -> { ok, message?, error? }.

export const PARTNER_NAMESPACE = '/manufacturer';
export const SOCKET_PATH = '/socket.io';

export interface LiveHandlers {
  verifyDesigner(token: string): Promise<UserClaims>;
  designerSend(claims: UserClaims, token: string, origin: string | undefined, body: unknown): Promise<ChatMessageView>;
  partnerReply(body: unknown): Promise<MessageRow>;
  markDelivered(ids: string[]): Promise<MessageRow[]>;
  queued(afterSeq: number): Promise<MessageRow[]>;
}

export interface LiveOptions {
  apiKey: string | undefined;
  ackTimeoutMs?: number;
  sweepIntervalMs?: number;
}

interface PartnerState {
  // Caught up with the durable queue: new messages may be pushed directly.
  ready: boolean;
  inFlight: Set<string>;
}

function keyMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const roomOf = (userId: string) => `user:${userId}`;

export class LiveHub {
  readonly io: Server;
  readonly partners: Namespace;
  private readonly ackTimeoutMs: number;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping = false;
  private sweepAgain = false;
  private readonly acked = new Set<string>();
  // Delivered ids remembered a while, so a late duplicate push (bus redelivery) is not sent again.
  private readonly recentlyDelivered = new Set<string>();
  private flushScheduled = false;
  private stopped = false;

  constructor(
    server: HttpServer,
    private readonly handlers: LiveHandlers,
    private readonly options: LiveOptions,
    private readonly logger: Logger,
  ) {
    this.ackTimeoutMs = options.ackTimeoutMs ?? 10_000;
    this.io = new Server(server, { path: SOCKET_PATH, serveClient: false, cors: { origin: true, credentials: true } });
    this.partners = this.io.of(PARTNER_NAMESPACE);
    this.setupDesigners();
    this.setupPartners();
    this.sweepTimer = setInterval(() => this.sweep(), options.sweepIntervalMs ?? 2000);
    this.sweepTimer.unref();
  }

  private setupDesigners(): void {
    this.io.use(async (socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      const header = socket.handshake.headers.authorization;
      const token = typeof auth?.token === 'string' ? auth.token : typeof header === 'string' ? header.replace(/^Bearer\s+/i, '') : undefined;
      if (!token) return next(new Error('Authentication required'));
      try {
        socket.data.claims = await this.handlers.verifyDesigner(token);
        socket.data.token = token;
        next();
      } catch {
        next(new Error('Authentication required'));
      }
    });
    this.io.on('connection', (socket) => {
      const claims = socket.data.claims as UserClaims;
      void socket.join(roomOf(claims.sub));
      socket.on('message:send', async (body: unknown, ack?: (r: unknown) => void) => {
        try {
          const origin = socket.handshake.headers.origin;
          const message = await this.handlers.designerSend(claims, socket.data.token as string, origin, body);
          ack?.({ ok: true, message });
        } catch (e) {
          ack?.({ ok: false, error: (e as Error).message, status: (e as { status?: number }).status ?? 500 });
        }
      });
    });
  }

  private setupPartners(): void {
    this.partners.use((socket, next) => {
      if (!this.options.apiKey) return next(new Error('Manufacturer integration is not configured'));
      const auth = socket.handshake.auth as { apiKey?: unknown } | undefined;
      const given = auth?.apiKey ?? socket.handshake.headers['x-api-key'];
      if (!keyMatches(this.options.apiKey, given)) return next(new Error('Invalid API key'));
      next();
    });
    this.partners.on('connection', (socket) => {
      const state: PartnerState = { ready: false, inFlight: new Set() };
      socket.data.partner = state;
      this.logger.info({ socketId: socket.id }, 'manufacturer partner connected');
      socket.on('reply', async (body: unknown, ack?: (r: unknown) => void) => {
        try {
          const row = await this.handlers.partnerReply(body);
          ack?.({ ok: true, id: row.id, sentAt: row.sentAt.toISOString() });
        } catch (e) {
          ack?.({ ok: false, error: (e as Error).message });
        }
      });
      socket.on('disconnect', () => this.logger.info({ socketId: socket.id }, 'manufacturer partner disconnected'));
      // Queued messages first, in order; live pushes start once the socket has caught up.
      this.sweep();
    });
  }

  partnerConnected(): boolean {
    return this.partners.sockets.size > 0;
  }

  private partnerSockets(): Socket[] {
    return [...this.partners.sockets.values()];
  }

  private send(socket: Socket, payload: PartnerMessage): void {
    const state = socket.data.partner as PartnerState;
    if (state.inFlight.has(payload.id)) return;
    state.inFlight.add(payload.id);
    socket.timeout(this.ackTimeoutMs).emit('message', payload, (err: Error | null, response: unknown) => {
      state.inFlight.delete(payload.id);
      const refused = !!response && typeof response === 'object' && (response as { ok?: unknown }).ok === false;
      if (err || refused) {
        // Left queued: the next sweep sends it again.
        this.logger.warn({ messageId: payload.id, err: err?.message }, 'partner did not acknowledge; will retry');
        return;
      }
      this.acked.add(payload.id);
      this.scheduleFlush();
    });
  }

  // Durable queue -> every connected partner, oldest first. Runs on connect, after each catch-up, and on a timer.
  sweep(): void {
    if (this.stopped) return;
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    const sockets = this.partnerSockets();
    if (sockets.length === 0) return;
    this.sweeping = true;
    void (async () => {
      try {
        let after = 0;
        for (;;) {
          const rows = await this.handlers.queued(after);
          for (const row of rows) {
            if (this.acked.has(row.id)) continue;
            for (const socket of this.partnerSockets()) this.send(socket, toPartner(row));
          }
          if (rows.length < 500) break;
          after = rows[rows.length - 1].seq;
        }
        let newlyReady = false;
        for (const socket of this.partnerSockets()) {
          const state = socket.data.partner as PartnerState;
          if (!state.ready) {
            state.ready = true;
            newlyReady = true;
          }
        }
        // Messages committed while the queue was read were not pushed to a socket that was catching up.
        if (newlyReady) this.sweepAgain = true;
      } catch (e) {
        this.logger.warn({ err: e }, 'partner queue sweep failed; will retry');
      } finally {
        this.sweeping = false;
        if (this.sweepAgain) {
          this.sweepAgain = false;
          setImmediate(() => this.sweep());
        }
      }
    })();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setTimeout(() => void this.flushAcks(), 5);
  }

  private async flushAcks(): Promise<void> {
    const ids = [...this.acked];
    try {
      const rows = await this.handlers.markDelivered(ids);
      for (const row of rows) this.deliveredNotice(row.userId, row.id, row.techpackId, row.deliveredAt!.toISOString());
      for (const id of ids) {
        this.acked.delete(id);
        this.recentlyDelivered.add(id);
      }
      if (this.recentlyDelivered.size > 20_000) {
        const drop = [...this.recentlyDelivered].slice(0, 10_000);
        for (const id of drop) this.recentlyDelivered.delete(id);
      }
    } catch (e) {
      this.logger.warn({ err: e }, 'could not record deliveries; will retry');
    } finally {
      this.flushScheduled = false;
      if (this.acked.size > 0) {
        this.flushScheduled = true;
        setTimeout(() => void this.flushAcks(), 200);
      }
    }
  }

  // A new designer message, already committed: push it to every partner socket that has caught up.
  pushToPartners(payload: PartnerMessage): void {
    if (this.acked.has(payload.id) || this.recentlyDelivered.has(payload.id)) return;
    for (const socket of this.partnerSockets()) {
      const state = socket.data.partner as PartnerState;
      if (state.ready) this.send(socket, payload);
    }
  }

  // Replies this instance pushed lately (the same reply may come again from the bus).
  private readonly pushedToDesigners = new Set<string>();

  // A manufacturer reply, already committed: to the designer's open chats at once.
  pushToDesigner(userId: string, view: ChatMessageView): void {
    if (this.pushedToDesigners.has(view.id)) return;
    this.pushedToDesigners.add(view.id);
    if (this.pushedToDesigners.size > 20_000) {
      for (const id of [...this.pushedToDesigners].slice(0, 10_000)) this.pushedToDesigners.delete(id);
    }
    this.io.to(roomOf(userId)).emit('message', view);
  }

  deliveredNotice(userId: string, id: string, techPackId: string, deliveredAt: string): void {
    this.io.to(roomOf(userId)).emit('message:delivered', { id, techPackId, deliveredAt });
  }

  operatorReplyNotice(row: MessageRow): void {
    this.partners.emit('operator-reply', { ...toView(row), author: row.author });
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.partners.disconnectSockets(true);
    this.io.disconnectSockets(true);
    if (this.acked.size > 0) await this.flushAcks();
  }
}
