import { Controller, Get, Inject, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { fabricLabel, isPdfLanguage, type PdfLanguage } from '@techpack/catalog';
import { manufacturerStatusRequest, partnerPdfPath, type ManufacturerOrder } from '@techpack/contracts';
import { ValidBody } from '@techpack/platform';
import { sampleOrders, type OrderRow, type StatusHistoryRow } from '../orders.schema';
import { ChangeOrderStatusHandler } from '../change-order-status/change-order-status.handler';
import { OrderStore } from '../orders/order-store';
import { timelineOf, trackingOf } from '../orders/order-view';
import { Actor, PartnerGuard } from '../partner/partner.guard';
import { specChanges } from './spec-changes';
import { PackDiffClient } from '../pack-samples/pack-diff.client';
import { PartnerSettingsStore } from '../partner/partner-settings';

// Orders the partner has to make or has made.
const PARTNER_VISIBLE = ['paid', 'in_production', 'shipped', 'delivered'];
const MADE = ['in_production', 'shipped', 'delivered'];

// The manufacturing partner's API (Authorization: Bearer <MANUFACTURER_API_KEY>): the paid orders with the pack
// revision each is made from, and the production stages it reports.
@Controller('api/manufacturer/orders')
@UseGuards(PartnerGuard)
export class ManufacturerOrdersController {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(ChangeOrderStatusHandler) private readonly statuses: ChangeOrderStatusHandler,
    @Inject(PackDiffClient) private readonly diffs: PackDiffClient,
    @Inject(PartnerSettingsStore) private readonly partner: PartnerSettingsStore,
  ) {}

  // GET /api/manufacturer/orders[?status=paid|in_production|shipped|delivered] -> up to 200, newest payment first
  @Get()
  async list(@Query('status') status: string | undefined): Promise<ManufacturerOrder[]> {
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
      rows.map(async (r) => this.view(r, histories.get(r.id), await this.previousSample(r), language)),
    );
  }

  // GET /api/manufacturer/orders/{id}
  @Get(':id')
  async one(@Param('id') id: string): Promise<ManufacturerOrder> {
    const order = await this.partnerOrder(id);
    const previous = await this.previousSample(order);
    // one order: every field changed since the last sample made of the pack, not only its measurements
    const from = previous?.techPackRevision;
    if (previous && order.techPackId && from && order.techPackRevision && from !== order.techPackRevision) {
      previous.diff = await this.diffs.between(order.techPackId, from, order.techPackRevision);
    }
    return this.view(order, await this.orders.history(order.id), previous, await this.partner.language());
  }

  // PATCH /api/manufacturer/orders/{id}/status { status: in_production | shipped | delivered, carrier?, trackingNumber?,
  // trackingUrl?, note? } -> the order ('shipped' needs carrier and trackingNumber; 409 for a move out of order)
  @Patch(':id/status')
  async progress(
    @Actor() actor: string,
    @Param('id') id: string,
    @ValidBody(manufacturerStatusRequest) body: z.infer<typeof manufacturerStatusRequest>,
  ): Promise<ManufacturerOrder> {
    await this.partnerOrder(id);
    const updated = await this.statuses.execute(actor, id, { ...body, reason: body.note ?? null });
    return this.view(
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

  // `partnerLanguage`: the partner's own, for an order placed before orders recorded their pack's language
  private view(
    o: OrderRow,
    history: StatusHistoryRow[] | undefined,
    previousSample: ManufacturerOrder['previousSample'],
    partnerLanguage: PdfLanguage,
  ): ManufacturerOrder {
    const language = isPdfLanguage(o.packLanguage) ? o.packLanguage : o.techPackId ? partnerLanguage : 'en';
    return {
      id: o.id,
      orderNumber: o.orderNumber,
      techPackId: o.techPackId,
      techPackRevision: o.techPackRevision ?? null,
      status: o.status,
      quantity: o.quantity,
      urgency: o.urgency,
      fabricChoice: o.fabricChoice,
      fabricLabel: fabricLabel(o.fabricChoice),
      customLabel: o.customLabel,
      customHangTag: o.customHangTag,
      specialInstructions: o.specialInstructions,
      shipTo: { firstName: o.firstName, lastName: o.lastName, shippingAddress: o.shippingAddress },
      paidAt: o.paidAt ? o.paidAt.toISOString() : null,
      timeline: timelineOf(o, history),
      tracking: trackingOf(o),
      language,
      pdfUrl: o.techPackId ? partnerPdfPath(o.techPackId, language) : null,
      previousSample,
      spec: o.specSnapshot ?? null,
    };
  }
}
