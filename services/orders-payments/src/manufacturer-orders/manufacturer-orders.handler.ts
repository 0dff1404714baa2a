import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { manufacturerStatusRequest, ManufacturerOrder } from '@techpack/contracts';
import { sampleOrders, type OrderRow } from '../orders.schema';
import { ChangeOrderStatusHandler } from '../change-order-status/change-order-status.handler';
import { OrderStore } from '../orders/order-store';
import { PackDiffClient } from '../pack-samples/pack-diff.client';
import { PartnerSettingsStore } from '../partner/partner-settings';
import { toManufacturerOrder } from './manufacturer-order-view';
import { specChanges } from './spec-changes';

// Orders the partner has to make or has made.
const PARTNER_VISIBLE = ['paid', 'in_production', 'shipped', 'delivered'];
const MADE = ['in_production', 'shipped', 'delivered'];

// What the manufacturing partner sees of the orders (the paid ones, with the pack revision each is made from and the
// last sample made of the same pack) and the production stages it reports.
@Injectable()
export class ManufacturerOrdersHandler {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(ChangeOrderStatusHandler) private readonly statuses: ChangeOrderStatusHandler,
    @Inject(PackDiffClient) private readonly diffs: PackDiffClient,
    @Inject(PartnerSettingsStore) private readonly partner: PartnerSettingsStore,
  ) {}

  // Up to 200, newest payment first; `status` narrows them to one of the visible statuses (any other: all of them)
  async list(status: string | undefined): Promise<ManufacturerOrder[]> {
    const wanted = status && PARTNER_VISIBLE.includes(status) ? [status] : PARTNER_VISIBLE;
    const rows = await this.orders.database.db
      .select()
      .from(sampleOrders)
      .where(inArray(sampleOrders.status, wanted))
      .orderBy(desc(sampleOrders.paidAt), desc(sampleOrders.id))
      .limit(200);
    const histories = await this.orders.histories(rows.map((r) => r.id));
    const language = await this.partner.language();
    return Promise.all(
      rows.map(async (r) =>
        toManufacturerOrder(r, histories.get(r.id), await this.previousSample(r), language),
      ),
    );
  }

  async one(id: string): Promise<ManufacturerOrder> {
    const order = await this.partnerOrder(id);
    const previous = await this.previousSample(order);
    // one order: every field changed since the last sample made of the pack, not only its measurements
    const from = previous?.techPackRevision;
    if (previous && order.techPackId && from && order.techPackRevision && from !== order.techPackRevision) {
      previous.diff = await this.diffs.between(order.techPackId, from, order.techPackRevision);
    }
    return toManufacturerOrder(
      order,
      await this.orders.history(order.id),
      previous,
      await this.partner.language(),
    );
  }

  // A production stage ('shipped' needs carrier and trackingNumber; 409 for a move out of order)
  async progress(
    actor: string,
    id: string,
    body: z.infer<typeof manufacturerStatusRequest>,
  ): Promise<ManufacturerOrder> {
    await this.partnerOrder(id);
    const updated = await this.statuses.execute(actor, id, { ...body, reason: body.note ?? null });
    return toManufacturerOrder(
      updated,
      await this.orders.history(updated.id),
      await this.previousSample(updated),
      await this.partner.language(),
    );
  }

  // An unpaid order is none of the partner's business: it answers like a missing one.
  private async partnerOrder(id: string): Promise<OrderRow> {
    const order = await this.orders.byId(id);
    if (!PARTNER_VISIBLE.includes(order.status)) throw this.orders.notFound();
    return order;
  }

  // The last sample of the same pack the partner made before this order, and what the spec changed since.
  private async previousSample(order: OrderRow): Promise<ManufacturerOrder['previousSample']> {
    if (!order.techPackId) return null;
    const [before] = await this.orders.database.db
      .select()
      .from(sampleOrders)
      .where(
        and(
          eq(sampleOrders.techPackId, order.techPackId),
          inArray(sampleOrders.status, MADE),
          lt(sampleOrders.orderedAt, order.orderedAt),
        ),
      )
      .orderBy(desc(sampleOrders.orderedAt))
      .limit(1);
    if (!before) return null;
    return {
      orderNumber: before.orderNumber,
      techPackRevision: before.techPackRevision,
      changes: specChanges(before.specSnapshot, order.specSnapshot),
    };
  }
}
