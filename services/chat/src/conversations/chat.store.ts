import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  MESSAGE_DELIVERED,
  MESSAGE_POSTED,
  TECHPACK_SHARED,
  type ChatConversationSummary,
  type EventMeta,
} from '@techpack/contracts';
import {
  DATABASE,
  EVENTS,
  LOGGER,
  type DatabaseHandle,
  type EventsClient,
  type Executor,
  type Logger,
} from '@techpack/platform';
import { messages, techpackOwners, type MessageRow } from '../chat.schema';

export interface NewMessage {
  techPackId: string;
  userId: string;
  userEmail: string;
  sender: 'user' | 'manufacturer';
  message: string;
  author: string | null;
  pdfUrl: string | null;
  // Set when the message shares the tech pack (adds chat.techpack.shared.v1).
  share?: { includePdf: boolean };
  directRequested?: boolean;
}

// Every write of the chat service, each with its events in the same transaction (the outbox relays them after
// commit). The metadata of a message's events is passed in: a group commit runs outside its requests' scopes.
@Injectable()
export class ChatStore {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(EVENTS) private readonly events: EventsClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private get db() {
    return this.database.db;
  }

  // Group commit: messages that arrive while a write is running are saved together in the next transaction
  // (one commit for many messages under load; no waiting at all when idle).
  private readonly writeQueue: {
    input: NewMessage;
    meta: EventMeta;
    resolve(row: MessageRow): void;
    reject(e: unknown): void;
  }[] = [];
  private writing = false;

  insertMessage(input: NewMessage, meta: EventMeta): Promise<MessageRow> {
    return new Promise((resolve, reject) => {
      this.writeQueue.push({ input, meta, resolve, reject });
      this.flushWrites();
    });
  }

  private flushWrites(): void {
    if (this.writing || this.writeQueue.length === 0) return;
    this.writing = true;
    const batch = this.writeQueue.splice(0, 200);
    this.writeBatch(batch.map((b) => ({ input: b.input, meta: b.meta })))
      .then(
        (rows) => batch.forEach((b, i) => b.resolve(rows[i])),
        async (e) => {
          if (batch.length === 1) return batch[0].reject(e);
          // One bad row must not fail everyone's messages: the batch is retried one row at a time, and only the
          // rows that fail on their own are refused.
          this.logger.warn(
            { err: e, rows: batch.length },
            'chat batch insert failed; retrying one message at a time',
          );
          for (const b of batch) {
            await this.writeBatch([{ input: b.input, meta: b.meta }]).then(
              ([row]) => b.resolve(row),
              (err) => b.reject(err),
            );
          }
        },
      )
      .finally(() => {
        this.writing = false;
        this.flushWrites();
      });
  }

  private async writeBatch(items: { input: NewMessage; meta: EventMeta }[]): Promise<MessageRow[]> {
    const now = new Date();
    const values = items.map(({ input }) => ({
      id: randomUUID(),
      techpackId: input.techPackId,
      userId: input.userId,
      userEmail: input.userEmail,
      sender: input.sender,
      message: input.message,
      messageType: 'text',
      sentAt: now,
      author: input.author,
      pdfUrl: input.pdfUrl,
      deliveryStatus: input.sender === 'user' ? 'queued' : 'none',
      directRequestedAt: input.directRequested ? now : null,
    }));
    return this.db.transaction(async (tx) => {
      const inserted = await tx.insert(messages).values(values).returning();
      const byId = new Map(inserted.map((r) => [r.id, r]));
      const rows = values.map((v) => byId.get(v.id)!);
      for (const [i, { input, meta }] of items.entries()) {
        const id = values[i].id;
        const sentAt = now.toISOString();
        await this.events.record(
          tx,
          MESSAGE_POSTED,
          input.techPackId,
          {
            messageId: id,
            techPackId: input.techPackId,
            userId: input.userId,
            userEmail: input.userEmail,
            sender: input.sender,
            message: input.message,
            messageType: 'text',
            sentAt,
            author: input.author,
            pdfUrl: input.pdfUrl,
          },
          meta,
        );
        if (input.share) {
          const shared = {
            messageId: id,
            techPackId: input.techPackId,
            userId: input.userId,
            includePdf: input.share.includePdf,
            sharedAt: sentAt,
          };
          await this.events.record(tx, TECHPACK_SHARED, input.techPackId, shared, meta);
        }
      }
      return rows;
    });
  }

  async listForUser(userId: string): Promise<MessageRow[]> {
    return this.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(asc(messages.seq));
  }

  // A pack's owner never changes: remembered in memory so a message costs no owner lookup.
  private readonly owners = new Map<string, { userId: string; email: string }>();

  async ownerOf(techPackId: string): Promise<{ userId: string; email: string } | undefined> {
    const cached = this.owners.get(techPackId);
    if (cached) return cached;
    const [row] = await this.db
      .select({ userId: techpackOwners.userId, email: techpackOwners.email })
      .from(techpackOwners)
      .where(eq(techpackOwners.techpackId, techPackId));
    if (row) this.remember(techPackId, row);
    return row;
  }

  private remember(techPackId: string, owner: { userId: string; email: string }): void {
    if (this.owners.size >= 50_000) this.owners.delete(this.owners.keys().next().value as string);
    this.owners.set(techPackId, owner);
  }

  async recordOwner(
    executor: Executor | undefined,
    techPackId: string,
    userId: string,
    email: string,
  ): Promise<void> {
    const db = (executor ?? this.db) as typeof this.db;
    await db
      .insert(techpackOwners)
      .values({ techpackId: techPackId, userId, email, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: techpackOwners.techpackId,
        set: { userId, email, updatedAt: new Date() },
      });
    // Cached only after the write; inside an event transaction the cache may run ahead of a rollback,
    // which only repeats an owner the event states anyway.
    this.remember(techPackId, { userId, email });
  }

  // The designer's UI saves a message, then asks for direct delivery of the same text: claim that message
  // instead of storing (and delivering) it twice.
  async claimForDirect(userId: string, techPackId: string, text: string): Promise<MessageRow | undefined> {
    const rows = await this.database.query<{ id: string }>(
      this.db,
      sql`update chat.messages set direct_requested_at = now()
          where id = (
            select id from chat.messages
            where user_id = ${userId} and techpack_id = ${techPackId} and sender = 'user' and message = ${text}
              and direct_requested_at is null and sent_at > now() - interval '10 minutes'
            order by seq desc limit 1)
          returning id`,
    );
    if (rows.length === 0) return undefined;
    const [row] = await this.db.select().from(messages).where(eq(messages.id, rows[0].id));
    return row;
  }

  async queued(limit = 500, afterSeq = 0): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(messages)
      .where(and(eq(messages.deliveryStatus, 'queued'), gt(messages.seq, afterSeq)))
      .orderBy(asc(messages.seq))
      .limit(limit);
  }

  async markDelivered(ids: string[], meta: EventMeta): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    const at = new Date();
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(messages)
        .set({ deliveryStatus: 'delivered', deliveredAt: at })
        .where(
          and(inArray(messages.id, ids), eq(messages.deliveryStatus, 'queued'), isNull(messages.deliveredAt)),
        )
        .returning();
      for (const r of rows) {
        const delivered = {
          messageId: r.id,
          techPackId: r.techpackId,
          deliveredAt: at.toISOString(),
          userId: r.userId,
        };
        await this.events.record(tx, MESSAGE_DELIVERED, r.techpackId, delivered, meta);
      }
      return rows;
    });
  }

  async conversations(): Promise<ChatConversationSummary[]> {
    const rows = await this.database.query<{
      techpack_id: string;
      user_id: string;
      user_email: string;
      n: string | number;
      queued: string | number;
      last_message: string;
      last_sender: string;
      last_at: string | Date;
    }>(
      this.db,
      sql`select m.techpack_id, m.user_id, m.user_email, c.n, c.queued, m.message as last_message, m.sender as last_sender, m.sent_at as last_at
          from (select techpack_id, count(*) as n, count(*) filter (where delivery_status = 'queued') as queued, max(seq) as last_seq
                from chat.messages group by techpack_id) c
          join chat.messages m on m.seq = c.last_seq
          order by m.seq desc limit 500`,
    );
    return rows.map((r) => ({
      techPackId: r.techpack_id,
      userId: r.user_id,
      userEmail: r.user_email,
      messages: Number(r.n),
      queued: Number(r.queued),
      lastMessage: r.last_message,
      lastSender: r.last_sender,
      lastAt: new Date(r.last_at).toISOString(),
    }));
  }

  async conversation(techPackId: string): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(messages)
      .where(eq(messages.techpackId, techPackId))
      .orderBy(desc(messages.seq))
      .limit(1000);
  }
}
