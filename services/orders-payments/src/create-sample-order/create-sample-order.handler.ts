import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { priceSample, toCents } from '@techpack/catalog';
import type { OrderCreateBody } from '@techpack/contracts';
import { AppError, type Executor, type UserClaims } from '@techpack/platform';
import { idempotencyKeys, sampleOrders, type OrderRow } from '../orders.schema';
import { OrderStore } from '../orders/order-store';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { TechPackOwnership } from '../tech-packs/tech-pack-ownership';

// A submission of the same pack by the same designer within this window, without an Idempotency-Key, is a duplicate.
export const DUPLICATE_WINDOW_MS = 10_000;

// What makes a sample-order submission the same one: its key (the header) or, without one, the same pack ordered
// by the same designer within DUPLICATE_WINDOW_MS.
interface Submission {
  key: string | null;
  requestHash: string;
}

class KeyTaken extends Error {}

// POST /api/sample-order: the order form. The server prices the order (a client total that differs is refused), the
// tech pack must be the designer's, and a repeated submission never makes a second order.
@Injectable()
export class CreateSampleOrderHandler {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(TechPackOwnership) private readonly techPacks: TechPackOwnership,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute(claims: UserClaims, body: OrderCreateBody, key: string | null, bearer: string | undefined): Promise<{ order: OrderRow; replayed: boolean }> {
    const submission: Submission = { key, requestHash: createHash('sha256').update(JSON.stringify(body)).digest('hex') };
    if (submission.key) {
      const earlier = await this.replayed(claims, submission);
      if (earlier) return { order: earlier, replayed: true };
    }
    const rush = body.rushProcessing || body.expressShipping === true;
    const price = priceSample({ fabricChoice: body.fabricChoice, customLabel: body.customLabel, customHangTag: body.customHangTag, rushProcessing: rush, quantity: 1 });
    const totalCents = toCents(price.total);
    if (body.totalAmount !== undefined && toCents(body.totalAmount) !== totalCents) {
      throw new AppError(
        400,
        'ORDER.TOTAL_MISMATCH',
        `Order total does not match our price: expected $${(totalCents / 100).toFixed(2)}, received $${body.totalAmount.toFixed(2)}`,
      );
    }
    const techPackId = body.techPackId ?? null;
    if (techPackId) await this.techPacks.verify(techPackId, claims, bearer);
    const values = {
      techPackId,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      shippingAddress: body.shippingAddress,
      specialInstructions: body.specialInstructions || null,
      fabricChoice: body.fabricChoice,
      customLabel: body.customLabel,
      customHangTag: body.customHangTag,
      rushProcessing: rush,
      quantity: 1,
      urgency: rush ? 'rush' : 'standard',
      source: 'order-form' as const,
      totalCents,
      paymentProvider: this.provider.kind,
    };
    try {
      const order = await this.orders.insert(values, claims, (tx, orderId) => this.claim(tx, orderId, claims, submission, techPackId));
      return { order, replayed: false };
    } catch (e) {
      if (!(e instanceof KeyTaken)) throw e;
      // another call with this key won the race: answer as it did
      const earlier = await this.replayed(claims, submission);
      if (!earlier) throw new AppError(409, 'ORDER.IN_PROGRESS', 'This order is still being placed. Please retry in a moment.');
      return { order: earlier, replayed: true };
    }
  }

  // In the order's transaction, before it is written: the key row first (a concurrent call with the same key waits
  // for this transaction, then finds the key); without a key, one order per designer and pack at a time (an advisory
  // lock on both) and none within DUPLICATE_WINDOW_MS of the last.
  private async claim(tx: Executor, orderId: string, claims: UserClaims, submission: Submission, techPackId: string | null): Promise<void> {
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
    await database.query(tx, sql`select pg_advisory_xact_lock(hashtext(${`sample-order:${claims.sub}:${techPackId}`}))`);
    const recent = await database.query<{ id: string }>(
      tx,
      sql`select id from orders.sample_orders where user_id = ${claims.sub} and tech_pack_id = ${techPackId}
          and ordered_at > now() - make_interval(secs => ${DUPLICATE_WINDOW_MS / 1000}) limit 1`,
    );
    if (recent.length > 0) {
      throw new AppError(409, 'ORDER.DUPLICATE_SUBMISSION', 'A sample of this tech pack was ordered a moment ago. Check your orders before ordering it again.');
    }
  }

  // The order an Idempotency-Key already made: the same answer again, or 422 when the key is re-used for another request.
  private async replayed(claims: UserClaims, submission: Submission): Promise<OrderRow | null> {
    const db = this.orders.database.db;
    const [known] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, claims.sub), eq(idempotencyKeys.key, submission.key!)));
    if (!known) return null;
    if (known.requestHash !== submission.requestHash) {
      throw new AppError(422, 'ORDER.IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different order request. Use a new key for a new order.');
    }
    const [order] = await db.select().from(sampleOrders).where(eq(sampleOrders.id, known.orderId));
    return order ?? null;
  }
}
