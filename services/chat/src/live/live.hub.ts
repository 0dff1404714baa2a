import { Inject, Injectable, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { Server, type Namespace } from 'socket.io';
import {
  AppError,
  CONFIG,
  GATEWAY_ORIGIN_HEADER,
  HTTP_SERVER,
  LOGGER,
  TOKENS,
  type AppConfig,
  type Logger,
  type TokenService,
  type UserClaims,
} from '@techpack/platform';
import { toView, type ChatMessageView, type MessageRow, type PartnerMessage } from '../chat.schema';
import { ChatStore } from '../conversations/chat.store';
import { RecentIds } from './recent-ids';
import { PartnerDelivery, type PartnerState } from './partner-delivery';
import { keyMatches } from './partner-key';
import { boundDesignerSockets } from './socket-bounds';

// Server -> designer events: 'message' (a manufacturer reply in one of the designer's conversations),
// 'message:delivered' ({ id, techPackId, deliveredAt }).
// Server -> partner events: 'message' (every designer message, acknowledged by the partner; retried until acked),
// 'operator-reply' (an operator answered as the manufacturer from the admin dashboard; informational).
// Partner -> server: 'reply' ({ techPackId, message, replyTo? }, ack) -> { ok, id?, sentAt?, error? }.
// Designer -> server: 'message:send' ({ techPackId, message }, ack) -> { ok, message?, error? }.

export const PARTNER_NAMESPACE = '/manufacturer';
export const SOCKET_PATH = '/socket.io';

// What the sockets ask of the service (the use cases send-live-message and partner-reply, see live-commands.ts).
export interface LiveCommands {
  designerSend(
    claims: UserClaims,
    token: string,
    origin: string | undefined,
    body: unknown,
  ): Promise<ChatMessageView>;
  partnerReply(body: unknown): Promise<MessageRow>;
}

const SWEEP_INTERVAL_MS = 2000;

const roomOf = (userId: string) => `user:${userId}`;

// socket.io on the service's own HTTP server: designers (their conversations' replies and delivery receipts) and the
// manufacturer's partner system (every designer message, retried from the durable queue until acknowledged).
@Injectable()
export class LiveHub implements OnModuleInit, BeforeApplicationShutdown {
  io!: Server;
  partners!: Namespace;
  private commands: LiveCommands | undefined;
  private readonly apiKey: string | undefined;
  private readonly logger: Logger;
  private sweepTimer: NodeJS.Timeout | undefined;
  // the durable queue's delivery to the partner sockets, and their acknowledgements (partner-delivery.ts)
  private readonly delivery: PartnerDelivery;
  private stopped = false;

  constructor(
    @Inject(HTTP_SERVER) private readonly http: FastifyInstance,
    @Inject(CONFIG) config: AppConfig,
    @Inject(LOGGER) logger: Logger,
    @Inject(TOKENS) private readonly tokens: TokenService,
    @Inject(ChatStore) store: ChatStore,
  ) {
    this.apiKey = config.MANUFACTURER_API_KEY;
    this.logger = logger.child({ component: 'live' });
    this.delivery = new PartnerDelivery(
      () => this.partners,
      store,
      this.logger,
      (userId, id, techPackId, deliveredAt) => this.deliveredNotice(userId, id, techPackId, deliveredAt),
    );
  }

  // Attached before the HTTP server listens.
  onModuleInit(): void {
    this.io = new Server(this.http.server, {
      path: SOCKET_PATH,
      serveClient: false,
      cors: { origin: true, credentials: true },
    });
    this.partners = this.io.of(PARTNER_NAMESPACE);
    this.setupDesigners();
    // at most 10 sockets per designer, 10 messages in any 10 s (socket-bounds.ts)
    boundDesignerSockets(this.io);
    this.setupPartners();
    this.sweepTimer = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  // Sockets are closed before the HTTP server.
  async beforeApplicationShutdown(): Promise<void> {
    await this.close();
  }

  handle(commands: LiveCommands): void {
    this.commands = commands;
  }

  private command(): LiveCommands {
    if (!this.commands) throw new Error('live commands are not registered');
    return this.commands;
  }

  private async verifyDesigner(token: string): Promise<UserClaims> {
    const claims = await this.tokens.verify(token);
    if (claims.role !== 'user') throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
    return claims;
  }

  private setupDesigners(): void {
    this.io.use(async (socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      const header = socket.handshake.headers.authorization;
      const token =
        typeof auth?.token === 'string'
          ? auth.token
          : typeof header === 'string'
            ? header.replace(/^Bearer\s+/i, '')
            : undefined;
      if (!token) return next(new Error('Authentication required'));
      try {
        socket.data.claims = await this.verifyDesigner(token);
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
          // the gateway's own origin (for links), never the socket's Origin header
          const origin = socket.handshake.headers[GATEWAY_ORIGIN_HEADER] as string | undefined;
          const message = await this.command().designerSend(
            claims,
            socket.data.token as string,
            origin,
            body,
          );
          ack?.({ ok: true, message });
        } catch (e) {
          ack?.({ ok: false, error: (e as Error).message, status: (e as { status?: number }).status ?? 500 });
        }
      });
    });
  }

  private setupPartners(): void {
    this.partners.use((socket, next) => {
      if (!this.apiKey) return next(new Error('Manufacturer integration is not configured'));
      const auth = socket.handshake.auth as { apiKey?: unknown } | undefined;
      const given = auth?.apiKey ?? socket.handshake.headers['x-api-key'];
      if (!keyMatches(this.apiKey, given)) return next(new Error('Invalid API key'));
      next();
    });
    this.partners.on('connection', (socket) => {
      const state: PartnerState = { ready: false, inFlight: new Set() };
      socket.data.partner = state;
      this.logger.info({ socketId: socket.id }, 'manufacturer partner connected');
      socket.on('reply', async (body: unknown, ack?: (r: unknown) => void) => {
        try {
          // Acknowledgements come before answers: recorded first, no answer shows beside a message still Sent.
          if (this.delivery.hasPendingAcks()) await this.delivery.recordAcks();
          const row = await this.command().partnerReply(body);
          ack?.({ ok: true, id: row.id, sentAt: row.sentAt.toISOString() });
        } catch (e) {
          ack?.({ ok: false, error: (e as Error).message });
        }
      });
      socket.on('disconnect', () =>
        this.logger.info({ socketId: socket.id }, 'manufacturer partner disconnected'),
      );
      // Queued messages first, in order; live pushes start once the socket has caught up.
      this.sweep();
    });
  }

  partnerConnected(): boolean {
    return this.partners.sockets.size > 0;
  }

  // Durable queue -> every connected partner, oldest first. Runs on connect, after each catch-up, and on a timer.
  sweep(): void {
    this.delivery.sweep();
  }

  // A new designer message, already committed: push it to every partner socket that has caught up.
  pushToPartners(payload: PartnerMessage): void {
    this.delivery.pushToPartners(payload);
  }

  // Replies this instance pushed lately (the same reply may come again from the bus).
  private readonly pushedToDesigners = new RecentIds();

  // A manufacturer reply, already committed: to the designer's open chats at once.
  pushToDesigner(userId: string, view: ChatMessageView): void {
    if (this.pushedToDesigners.has(view.id)) return;
    this.pushedToDesigners.add(view.id);
    this.io.to(roomOf(userId)).emit('message', view);
  }

  // A new notification (notifications/): the toast and the unread count of the designer's open tabs.
  notify(userId: string, item: unknown): void {
    this.io?.to(roomOf(userId)).emit('notification', item);
  }

  deliveredNotice(userId: string, id: string, techPackId: string, deliveredAt: string): void {
    this.io.to(roomOf(userId)).emit('message:delivered', { id, techPackId, deliveredAt });
  }

  operatorReplyNotice(row: MessageRow): void {
    this.partners.emit('operator-reply', { ...toView(row), author: row.author });
  }

  async close(): Promise<void> {
    if (this.stopped || !this.io) return;
    this.stopped = true;
    this.delivery.stop();
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.partners.disconnectSockets(true);
    this.io.disconnectSockets(true);
    await this.delivery.drain();
  }
}
