import { Inject, Injectable } from '@nestjs/common';
import { priceSample, toCents } from '@techpack/catalog';
import type { OrderCreateBody } from '@techpack/contracts';
import { AppError, type UserClaims } from '@techpack/platform';
import type { OrderRow } from '../orders.schema';
import { DuplicateSubmissions, KeyTaken, submissionOf } from '../orders/duplicate-submissions';
import { TechPackSpecs } from '../tech-packs/tech-pack-specs';
import { OrderStore } from '../orders/order-store';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { TechPackOwnership } from '../tech-packs/tech-pack-ownership';
import { PartnerSettingsStore } from '../partner/partner-settings';

export { DUPLICATE_WINDOW_MS } from '../orders/duplicate-submissions';

// POST /api/sample-order: the order form. The server prices the order (a client total that differs is refused), the
// tech pack must be the designer's, and a repeated submission never makes a second order.
@Injectable()
export class CreateSampleOrderHandler {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(TechPackOwnership) private readonly techPacks: TechPackOwnership,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(DuplicateSubmissions) private readonly duplicates: DuplicateSubmissions,
    @Inject(TechPackSpecs) private readonly specs: TechPackSpecs,
    @Inject(PartnerSettingsStore) private readonly partner: PartnerSettingsStore,
  ) {}

  get db() {
    return this.orders.database.db;
  }

  async execute(
    claims: UserClaims,
    body: OrderCreateBody,
    key: string | null,
    bearer: string | undefined,
  ): Promise<{ order: OrderRow; replayed: boolean }> {
    const submission = submissionOf('', key, body);
    const earlier = await this.duplicates.replayed(claims, submission);
    if (earlier) return { order: earlier, replayed: true };
    const rush = body.rushProcessing || body.expressShipping === true;
    const price = priceSample({
      fabricChoice: body.fabricChoice,
      customLabel: body.customLabel,
      customHangTag: body.customHangTag,
      rushProcessing: rush,
      quantity: 1,
    });
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
    const spec = techPackId ? await this.specs.snapshot(techPackId, bearer) : null;
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
      techPackRevision: spec?.revision ?? null,
      specSnapshot: spec?.spec ?? null,
      // the language version of the pack the sample is ordered from: the pack's, else the partner's own
      packLanguage: await this.partner.orderLanguage(techPackId, spec?.language),
    };
    try {
      const order = await this.orders.insert(values, claims, (tx, orderId) =>
        this.duplicates.claim(tx, orderId, claims, submission, techPackId),
      );
      return { order, replayed: false };
    } catch (e) {
      if (!(e instanceof KeyTaken)) throw e;
      return { order: await this.duplicates.afterRace(claims, submission), replayed: true };
    }
  }
}
