import { fabricLabel, isPdfLanguage, type PdfLanguage } from '@techpack/catalog';
import { partnerPdfPath, type ManufacturerOrder } from '@techpack/contracts';
import type { OrderRow, StatusHistoryRow } from '../orders.schema';
import { timelineOf, trackingOf } from '../orders/order-view';

// An order as the manufacturing partner sees it. `partnerLanguage`: the partner's own, for an order placed before
// orders recorded their pack's language
export function toManufacturerOrder(
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
