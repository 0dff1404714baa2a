import { sql } from 'drizzle-orm';
import { bigserial, index, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platformTables } from '@techpack/platform';
import type { PartnerMessage } from '@techpack/contracts';

export const CHAT_SCHEMA = 'chat';
const chat = pgSchema(CHAT_SCHEMA);

// Who owns which tech pack: a local projection of techpack.techpack.generated.v1 (and of owner checks
// answered by the techpack-pdf service for packs whose event has not arrived yet).
export const techpackOwners = chat.table('techpack_owners', {
  techpackId: text('techpack_id').primaryKey(),
  userId: text('user_id').notNull(),
  email: text('email').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// delivery_status: 'none' (manufacturer replies), 'queued' (designer message waiting for the partner's ack),
// 'delivered' (the partner system acknowledged it).
export const messages = chat.table(
  'messages',
  {
    id: uuid('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique('messages_seq_key'),
    techpackId: text('techpack_id').notNull(),
    userId: text('user_id').notNull(),
    userEmail: text('user_email').notNull(),
    sender: text('sender').notNull(),
    message: text('message').notNull(),
    messageType: text('message_type').notNull().default('text'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    author: text('author'),
    pdfUrl: text('pdf_url'),
    deliveryStatus: text('delivery_status').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    directRequestedAt: timestamp('direct_requested_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_user_idx').on(t.userId, t.seq),
    index('messages_techpack_idx').on(t.techpackId, t.seq),
    // designer messages waiting for the partner's ack
    index('messages_queued_idx')
      .on(t.seq)
      .where(sql`delivery_status = 'queued'`),
  ],
);

export const { outbox, processedEvents } = platformTables(CHAT_SCHEMA);

export type MessageRow = typeof messages.$inferSelect;

// The message as the API and the sockets show it (spec: id, techPackId, sender, message, sentAt, messageType).
export interface ChatMessageView {
  id: string;
  techPackId: string;
  sender: string;
  message: string;
  messageType: string;
  sentAt: string;
  status: 'sent' | 'delivered';
  deliveredAt: string | null;
  user: { email: string };
}

export function toView(row: MessageRow): ChatMessageView {
  return {
    id: row.id,
    techPackId: row.techpackId,
    sender: row.sender,
    message: row.message,
    messageType: row.messageType,
    sentAt: row.sentAt.toISOString(),
    status: row.deliveryStatus === 'delivered' ? 'delivered' : 'sent',
    deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
    user: { email: row.userEmail },
  };
}

// What the partner system receives for every designer message (its contract: libs/contracts).
export type { PartnerMessage };

export function toPartner(row: MessageRow): PartnerMessage {
  return {
    id: row.id,
    seq: row.seq,
    techPackId: row.techpackId,
    sender: row.sender,
    message: row.message,
    messageType: row.messageType,
    sentAt: row.sentAt.toISOString(),
    pdfUrl: row.pdfUrl,
    user: { id: row.userId, email: row.userEmail },
  };
}
