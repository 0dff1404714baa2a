// The one price table (issue: "use this reading"), used by the screens, the server and the Terms page.
export const FABRIC_PRICES = {
  'cotton-basic': { label: 'Basic Cotton Jersey (180gsm)', price: 150 },
  'cotton-blend': { label: 'Cotton Blend (95% Cotton, 5% Spandex)', price: 165 },
  'cotton-premium': { label: 'Premium Organic Cotton (220gsm)', price: 185 },
  'luxury-fabric': { label: 'Luxury Fabric', price: 225 },
} as const;

export type FabricChoice = keyof typeof FABRIC_PRICES;
export const FABRIC_CHOICES = Object.keys(FABRIC_PRICES) as FabricChoice[];

export const ADD_ON_PRICES = { customLabel: 25, customHangTag: 15, rushProcessing: 35 } as const;
export const SAMPLE_QUANTITY = { min: 1, max: 50 } as const;
export const URGENCY_OPTIONS = ['standard', 'rush'] as const;

export interface PriceInput {
  fabricChoice: string;
  customLabel?: boolean;
  customHangTag?: boolean;
  rushProcessing?: boolean;
  quantity?: number;
}

export interface PriceBreakdown {
  fabricLabel: string;
  basePrice: number;
  customLabel: number;
  customHangTag: number;
  rushProcessing: number;
  unitPrice: number;
  quantity: number;
  total: number;
}

export function fabricLabel(choice: string): string {
  return (FABRIC_PRICES as Record<string, { label: string }>)[choice]?.label ?? choice;
}

// Totals in cents internally so that 2-decimal amounts never drift.
export function priceSample(input: PriceInput): PriceBreakdown {
  const fabric =
    (FABRIC_PRICES as Record<string, { label: string; price: number }>)[input.fabricChoice] ??
    FABRIC_PRICES['cotton-basic'];
  const quantity = Math.min(
    SAMPLE_QUANTITY.max,
    Math.max(SAMPLE_QUANTITY.min, Math.floor(input.quantity ?? 1)),
  );
  const label = input.customLabel ? ADD_ON_PRICES.customLabel : 0;
  const hangTag = input.customHangTag ? ADD_ON_PRICES.customHangTag : 0;
  const rush = input.rushProcessing ? ADD_ON_PRICES.rushProcessing : 0;
  const unit = fabric.price + label + hangTag + rush;
  return {
    fabricLabel: fabric.label,
    basePrice: fabric.price,
    customLabel: label,
    customHangTag: hangTag,
    rushProcessing: rush,
    unitPrice: unit,
    quantity,
    total: Math.round(unit * quantity * 100) / 100,
  };
}

export const formatMoney = (amount: number): string => `$${amount.toFixed(2)}`;

// Viewer estimate by garment type (spec section 9).
export function viewerEstimate(garmentType: string): number {
  const t = garmentType.toLowerCase();
  if (t.includes('hoodie') || t.includes('sweatshirt')) return 299;
  if (t.includes('pants') || t.includes('jeans')) return 239;
  if (t.includes('dress')) return 349;
  return 189;
}

// Quote for the sample production dialog: the same table (quantity multiplies the sample price, rush is the
// rush add-on); the customer total is split into the manufacturer's price and the studio's service fee.
export const SERVICE_FEE_RATE = 0.2;
export const PRODUCTION_TIMELINE = '14-21 business days production + 5-7 days standard shipping';
export const PRODUCTION_DAYS = { min: 14, max: 21 } as const;
export const SHIPPING_DAYS = { min: 5, max: 7 } as const;
export const REFUND_WINDOW_HOURS = 24;

export interface SampleQuote {
  manufacturerPrice: number;
  techpackStudioServiceFee: number;
  totalCustomerPrice: number;
  estimatedTimeline: string;
  quantity: number;
  urgency: 'standard' | 'rush';
  unitPrice: number;
  fabricChoice: string;
}

// Quantity rule of the dialog: an integer 1-50; anything non-numeric becomes 1.
export function normalizeQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(n)) return SAMPLE_QUANTITY.min;
  return Math.min(SAMPLE_QUANTITY.max, Math.max(SAMPLE_QUANTITY.min, Math.trunc(n)));
}

export function quoteSample(input: {
  quantity: number;
  urgency: 'standard' | 'rush';
  fabricChoice?: string;
}): SampleQuote {
  const fabricChoice =
    input.fabricChoice && input.fabricChoice in FABRIC_PRICES ? input.fabricChoice : 'cotton-basic';
  const price = priceSample({
    fabricChoice,
    quantity: input.quantity,
    rushProcessing: input.urgency === 'rush',
  });
  const totalCents = Math.round(price.total * 100);
  const feeCents = Math.round(totalCents * SERVICE_FEE_RATE);
  return {
    manufacturerPrice: (totalCents - feeCents) / 100,
    techpackStudioServiceFee: feeCents / 100,
    totalCustomerPrice: totalCents / 100,
    estimatedTimeline: PRODUCTION_TIMELINE,
    quantity: price.quantity,
    urgency: input.urgency,
    unitPrice: price.unitPrice,
    fabricChoice,
  };
}

export const toCents = (amount: number): number => Math.round(amount * 100);
