import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MESSAGE_DELIVERED, MESSAGE_POSTED, TECHPACK_GENERATED, TECHPACK_UPDATED, type EventEnvelope } from '@techpack/contracts';
import {
  AppError,
  bearerToken,
  correlationIdOf,
  createHttpApp,
  parseWith,
  processOnce,
  requireAdmin,
  requireUser,
  signShareToken,
  type ServiceDefinition,
  type ServiceDeps,
  type UserClaims,
} from '@techpack/platform';
import { CHAT_SCHEMA, chatMigrations, toPartner, toView, type MessageRow } from './chat.schema';
import { ChatStore } from './chat.store';
import { directSendRequest, messageText, operatorReplyRequest, postMessageRequest, shareRequest, whatsappRequest } from './chat.requests';
import { LiveHub } from './live.hub';
import { whatsappText, whatsappUrl } from './whatsapp';

export const chatService: ServiceDefinition = {
  name: 'chat',
  schema: CHAT_SCHEMA,
  migrations: chatMigrations,
  create,
};

const NOT_FOUND_MESSAGE = "The tech pack you're looking for doesn't exist or you don't have access to it.";
const DEFAULT_SHARE_TEXT = 'I would like to share my tech pack with you.';

const partnerReplyRequest = z.object({
  techPackId: z.string({ required_error: 'techPackId is required' }).min(1, 'techPackId is required').max(200),
  message: messageText,
  replyTo: z.string().max(100).optional(),
});

async function create(deps: ServiceDeps) {
  const { config, logger, tokens } = deps;
  const store = new ChatStore(deps);
  const app = createHttpApp({
    name: 'chat',
    logger,
    metrics: deps.metrics,
    ready: async () => ({ database: await deps.database.ping(), events: await deps.bus.healthy() }),
  });
  // The instance that saved a message pushes it to its own sockets at once. With Kafka several chat instances
  // may run: every instance also reads the live events from the bus and pushes to its sockets (duplicates
  // are dropped by message id).
  const liveViaBus = deps.bus.kind === 'kafka';

  // Owner check: the local projection first; a pack created a moment ago may not be there yet, so the
  // techpack-pdf service answers for the caller (200 = the caller's pack).
  async function assertOwner(techPackId: string, claims: UserClaims, token: string): Promise<void> {
    const owner = await store.ownerOf(techPackId);
    if (owner) {
      if (owner.userId !== claims.sub) throw new AppError(404, 'CHAT.TECHPACK_NOT_FOUND', NOT_FOUND_MESSAGE);
      return;
    }
    let ok = false;
    try {
      const res = await fetch(`${deps.serviceUrl('techpack-pdf')}/api/tech-pack/${encodeURIComponent(techPackId)}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      });
      ok = res.status === 200;
      await res.body?.cancel().catch(() => undefined);
    } catch (e) {
      logger.warn({ err: e, techPackId }, 'techpack-pdf owner check failed');
    }
    if (!ok) throw new AppError(404, 'CHAT.TECHPACK_NOT_FOUND', NOT_FOUND_MESSAGE);
    await store.recordOwner(undefined, techPackId, claims.sub, claims.email);
  }

  // Where the manufacturer opens the PDF link: PUBLIC_URL, else the address the designer's browser used
  // (the host and scheme the gateway passes on: it believes X-Forwarded-* only from TRUSTED_PROXY), else this
  // service's own host. Only an http(s) origin with a plain host name ever becomes a link.
  function originOf(request: FastifyRequest): string {
    if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/$/, '');
    const forwardedHost = request.headers['x-forwarded-host'];
    const proto = request.headers['x-forwarded-proto'];
    const scheme = proto === 'https' ? 'https' : 'http';
    if (typeof forwardedHost === 'string' && forwardedHost) {
      const origin = safeOrigin(`${scheme}://${forwardedHost}`);
      if (origin) return origin;
    }
    for (const candidate of [request.headers.origin, request.headers.referer]) {
      const origin = typeof candidate === 'string' ? safeOrigin(candidate) : null;
      if (origin) return origin;
    }
    return `http://${request.host}`;
  }

  async function pdfLink(origin: string, techPackId: string): Promise<string> {
    const share = await signShareToken(tokens, techPackId);
    return `${origin}/api/tech-pack/${encodeURIComponent(techPackId)}/pdf-download?share=${share}`;
  }

  function afterCommit(row: MessageRow): void {
    if (row.sender === 'user') hub.pushToPartners(toPartner(row));
    else hub.pushToDesigner(row.userId, toView(row));
  }

  async function postDesignerMessage(
    claims: UserClaims,
    token: string,
    origin: string,
    input: { techPackId: string; message: string; share?: { includePdf: boolean }; directRequested?: boolean },
    correlationId: string,
  ): Promise<MessageRow> {
    await assertOwner(input.techPackId, claims, token);
    const row = await store.insertMessage(
      {
        techPackId: input.techPackId,
        userId: claims.sub,
        userEmail: claims.email,
        sender: 'user',
        message: input.message,
        author: null,
        pdfUrl: await pdfLink(origin, input.techPackId),
        share: input.share,
        directRequested: input.directRequested,
      },
      { correlationId, actorId: claims.sub },
    );
    afterCommit(row);
    return row;
  }

  async function manufacturerReply(techPackId: string, message: string, author: string, correlationId: string): Promise<MessageRow> {
    const owner = await store.ownerOf(techPackId);
    if (!owner) throw new AppError(404, 'CHAT.TECHPACK_NOT_FOUND', 'Unknown tech pack');
    const row = await store.insertMessage(
      { techPackId, userId: owner.userId, userEmail: owner.email, sender: 'manufacturer', message, author, pdfUrl: null },
      { correlationId, actorId: author },
    );
    afterCommit(row);
    return row;
  }

  const hub = new LiveHub(
    app.server,
    {
      async verifyDesigner(token) {
        const claims = await tokens.verify(token);
        if (claims.role !== 'user') throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
        return claims;
      },
      async designerSend(claims, token, origin, body) {
        const input = parseWith(directSendRequest, body ?? {});
        const base = config.PUBLIC_URL?.replace(/\/$/, '') ?? (origin ? safeOrigin(origin) : null) ?? 'http://localhost';
        const row = await postDesignerMessage(claims, token, base, input, crypto.randomUUID());
        return toView(row);
      },
      async partnerReply(body) {
        const input = parseWith(partnerReplyRequest, body ?? {});
        return manufacturerReply(input.techPackId, input.message, 'partner', crypto.randomUUID());
      },
      markDelivered: (ids) => store.markDelivered(ids, { correlationId: crypto.randomUUID(), actorId: 'partner' }),
      queued: (afterSeq) => store.queued(500, afterSeq),
    },
    { apiKey: config.MANUFACTURER_API_KEY },
    logger.child({ component: 'live' }),
  );

  async function designer(request: FastifyRequest): Promise<{ claims: UserClaims; token: string }> {
    const claims = await requireUser(tokens, request);
    return { claims, token: bearerToken(request)! };
  }

  app.get('/api/chat/messages/user', async (request) => {
    const { claims } = await designer(request);
    return (await store.listForUser(claims.sub)).map(toView);
  });

  app.post('/api/chat/messages', async (request, reply) => {
    const { claims, token } = await designer(request);
    const body = parseWith(postMessageRequest, request.body ?? {});
    if (body.sender !== 'user') throw new AppError(403, 'CHAT.SENDER_FORBIDDEN', "Designers can only send messages as 'user'");
    const row = await postDesignerMessage(claims, token, originOf(request), body, correlationIdOf(request));
    return reply.status(201).send(toView(row));
  });

  app.post('/api/direct/send-message', async (request) => {
    const { claims, token } = await designer(request);
    const body = parseWith(directSendRequest, request.body ?? {});
    await assertOwner(body.techPackId, claims, token);
    // Usually the UI saved this text a moment ago: that saved message is the one being delivered.
    let row = await store.claimForDirect(claims.sub, body.techPackId, body.message);
    if (!row) {
      row = await postDesignerMessage(claims, token, originOf(request), { ...body, directRequested: true }, correlationIdOf(request));
    } else if (row.deliveryStatus === 'queued') {
      hub.pushToPartners(toPartner(row));
    }
    const handed = row.deliveryStatus === 'delivered' || hub.partnerConnected();
    return {
      success: true,
      message: handed ? 'Message delivered to manufacturer' : 'Message queued; the manufacturer will receive it as soon as they are online',
      messageId: row.id,
      status: handed ? 'delivered' : 'queued',
    };
  });

  app.post('/api/chat/share-tech-pack', async (request, reply) => {
    const { claims, token } = await designer(request);
    const body = parseWith(shareRequest, request.body ?? {});
    const origin = originOf(request);
    const text = body.message && body.message.trim().length > 0 ? body.message : DEFAULT_SHARE_TEXT;
    const withLink = body.includePdf ? `${text}\n\nTech pack PDF: ${await pdfLink(origin, body.techPackId)}` : text;
    if (withLink.length > 4000 + 1000) throw new AppError(400, 'REQUEST.INVALID', 'Message is too long (maximum 4000 characters)');
    const row = await postDesignerMessage(
      claims,
      token,
      origin,
      { techPackId: body.techPackId, message: withLink, share: { includePdf: body.includePdf } },
      correlationIdOf(request),
    );
    return reply.status(201).send({ success: true, message: 'Tech pack shared with manufacturer', chatMessage: toView(row), pdfUrl: row.pdfUrl });
  });

  app.post('/api/whatsapp/generate-message', async (request) => {
    const body = parseWith(whatsappRequest, request.body ?? {});
    return { success: true, url: whatsappUrl(config.SUPPORT_PHONE, whatsappText(body)) };
  });

  // Operators answer as the manufacturer from the admin dashboard.
  app.post('/api/manufacturer/reply', async (request, reply) => {
    const admin = await requireAdmin(tokens, request);
    const body = parseWith(operatorReplyRequest, request.body ?? {});
    const row = await manufacturerReply(body.techPackId, body.message, `admin:${admin.username}`, correlationIdOf(request));
    hub.operatorReplyNotice(row);
    return reply.status(201).send({ success: true, message: { ...toView(row), author: row.author } });
  });

  app.get('/api/manufacturer/conversations', async (request) => {
    await requireAdmin(tokens, request);
    return store.conversations();
  });

  app.get('/api/manufacturer/conversations/:techPackId', async (request) => {
    await requireAdmin(tokens, request);
    const { techPackId } = request.params as { techPackId: string };
    return (await store.conversation(techPackId)).reverse().map((r) => ({ ...toView(r), author: r.author }));
  });

  app.get('/api/manufacturer/status', async (request) => {
    await requireAdmin(tokens, request);
    return { partnerConnected: hub.partnerConnected(), configured: !!config.MANUFACTURER_API_KEY, queued: (await store.queued(10_000)).length };
  });

  const unsubscribe: (() => Promise<void>)[] = [];

  async function onTechPack(event: EventEnvelope): Promise<void> {
    const payload = event.payload as { techPackId: string; userId: string; email: string };
    await processOnce(deps.database, deps.schema, 'chat-techpack-owners', event.id, async (tx) => {
      await store.recordOwner(tx, payload.techPackId, payload.userId, payload.email);
    });
  }

  // Kafka: each instance reads every live event once (its own group) and pushes to its own sockets.
  async function onLive(event: EventEnvelope): Promise<void> {
    if (event.type === MESSAGE_POSTED) {
      const p = event.payload as z.infer<typeof import('@techpack/contracts').messagePostedSchema>;
      if (p.sender === 'user') {
        hub.pushToPartners({
          id: p.messageId,
          seq: 0,
          techPackId: p.techPackId,
          sender: p.sender,
          message: p.message,
          messageType: p.messageType,
          sentAt: p.sentAt,
          pdfUrl: p.pdfUrl ?? null,
          user: { id: p.userId, email: p.userEmail },
        });
      } else {
        hub.pushToDesigner(p.userId, {
          id: p.messageId,
          techPackId: p.techPackId,
          sender: p.sender,
          message: p.message,
          messageType: p.messageType,
          sentAt: p.sentAt,
          status: 'sent',
          deliveredAt: null,
          user: { email: p.userEmail },
        });
      }
    } else if (event.type === MESSAGE_DELIVERED) {
      const p = event.payload as { messageId: string; techPackId: string; deliveredAt: string; userId?: string };
      if (p.userId) hub.deliveredNotice(p.userId, p.messageId, p.techPackId, p.deliveredAt);
    }
  }

  return {
    app,
    async start() {
      unsubscribe.push(await deps.bus.subscribe({ group: 'chat', topics: [TECHPACK_GENERATED, TECHPACK_UPDATED], handler: onTechPack }));
      if (liveViaBus) {
        unsubscribe.push(
          await deps.bus.subscribe({
            group: `chat-live-${deps.instanceId}`,
            topics: [MESSAGE_POSTED, MESSAGE_DELIVERED],
            handler: onLive,
            fromBeginning: false,
          }),
        );
      }
    },
    async stop() {
      await hub.close();
      for (const u of unsubscribe) await u().catch(() => undefined);
    },
  };
}

// An http(s) origin with a plain host (letters, digits, dots, dashes, optional port), or null.
export function safeOrigin(candidate: string): string | null {
  if (!candidate || candidate === 'null') return null;
  try {
    const u = new URL(candidate);
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password) return null;
    if (!/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(u.hostname)) return null;
    return u.origin;
  } catch {
    return null;
  }
}
