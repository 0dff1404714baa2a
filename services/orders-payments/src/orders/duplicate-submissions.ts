import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, type Executor, type UserClaims } from '@techpack/platform';
import { idempotencyKeys, sampleOrders, type OrderRow } from '../orders.schema';
import { OrderStore } from './order-store';

// A submission of the same pack by the same designer within this window, without an Idempotency-Key, is a duplicate.
export const DUPLICATE_WINDOW_MS = 10_000;

// What makes an order submission the same one: its key (the header) or, without one, the same pack ordered by the
// same designer within DUPLICATE_WINDOW_MS. Both order routes (the order form, the production dialog) use it.
export interface Submission {
  key: string | null;
  requestHash: string;
}

export class KeyTaken extends Error {}

export function submissionOf(route: string, key: string | null, body: unknown): Submission {
  return {
    key: key ? (route ? `${route}:${key}` : key) : null,
    requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex'),
  };
}

@Injectable()
export class DuplicateSubmissions {
  constructor(@Inject(OrderStore) private readonly orders: OrderStore) {}

  // In the order's transaction, before it is written: the key row first (a concurrent call with the same key waits
  // for this transaction, then finds the key); without a key, one order per designer and pack at a time (an advisory
  // lock on both) and none within DUPLICATE_WINDOW_MS of the last.
  async claim(
    tx: Executor,
    orderId: string,
    claims: UserClaims,
    submission: Submission,
    techPackId: string | null,
  ): Promise<void> {
    const database = this.orders.database;
    if (submission.key) {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId: claims.sub, key: submission.key, requestHash: submission.requestHash, orderId })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) throw new KeyTaken();
      return;
    }
    if (!techPackId) return;
    await database.query(
      tx,
      sql`select pg_advisory_xact_lock(hashtext(${`sample-order:${claims.sub}:${techPackId}`}))`,
    );
    const recent = await database.query<{ id: string }>(
      tx,
      sql`select id from orders.sample_orders where user_id = ${claims.sub} and tech_pack_id = ${techPackId}
          and ordered_at > now() - make_interval(secs => ${DUPLICATE_WINDOW_MS / 1000}) limit 1`,
    );
    if (recent.length > 0) {
      throw new AppError(
        409,
        'ORDER.DUPLICATE_SUBMISSION',
        'A sample of this tech pack was ordered a moment ago. Check your orders before ordering it again.',
      );
    }
  }

  // The order an Idempotency-Key already made: the same answer again, or 422 when the key is re-used for another request.
  async replayed(claims: UserClaims, submission: Submission): Promise<OrderRow | null> {
    if (!submission.key) return null;
    const db = this.orders.database.db;
    const [known] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, claims.sub), eq(idempotencyKeys.key, submission.key)));
    if (!known) return null;
    if (known.requestHash !== submission.requestHash) {
      throw new AppError(
        422,
        'ORDER.IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different order request. Use a new key for a new order.',
      );
    }
    const [order] = await db.select().from(sampleOrders).where(eq(sampleOrders.id, known.orderId));
    return order ?? null;
  }

  // Another call with this key won the race: answer as it did.
  async afterRace(claims: UserClaims, submission: Submission): Promise<OrderRow> {
    const earlier = await this.replayed(claims, submission);
    if (!earlier)
      throw new AppError(
        409,
        'ORDER.IN_PROGRESS',
        'This order is still being placed. Please retry in a moment.',
      );
    return earlier;
  }
}
