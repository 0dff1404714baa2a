// Production regions and what one standard minute of sewing costs there (CPM: labour plus the factory floor's own
// overhead per worker-minute, in USD), divided by the line efficiency a factory of that region typically reaches on
// small runs. Costing as factories quote CMT: CMT = SMV x CPM / efficiency.
//
// CPM figures: "CMT cost by country 2026" (Scan ERP costing guide, May 2026: Bangladesh 0.10, Vietnam 0.16, India 0.18,
// Ethiopia 0.07, USA 1.00 USD/min). China, Turkey and Portugal are not in that list: they are placed between the
// figures above from their published minimum-wage ratios to Vietnam and the USA (argued, not quoted). MOQ per style and
// colour: what the same sources describe as the usual first-order minimum of each region (Asian full-package
// factories ~300, near-shore ~100, US cut-and-sew ~50).

export interface ProductionRegion {
  id: string;
  name: string;
  costPerMinute: number; // USD per standard minute, before efficiency
  efficiency: number; // share of the standard minutes a line achieves (0..1)
  moq: number; // pieces per style and colour below which factories add a small-run surcharge
  source: string;
}

export const PRODUCTION_REGIONS: readonly ProductionRegion[] = [
  {
    id: 'bangladesh',
    name: 'Bangladesh',
    costPerMinute: 0.1,
    efficiency: 0.55,
    moq: 300,
    source: 'Scan ERP 2026 CPM table',
  },
  {
    id: 'vietnam',
    name: 'Vietnam',
    costPerMinute: 0.16,
    efficiency: 0.6,
    moq: 300,
    source: 'Scan ERP 2026 CPM table',
  },
  {
    id: 'india',
    name: 'India',
    costPerMinute: 0.18,
    efficiency: 0.55,
    moq: 300,
    source: 'Scan ERP 2026 CPM table',
  },
  {
    id: 'china',
    name: 'China',
    costPerMinute: 0.22,
    efficiency: 0.65,
    moq: 300,
    source: 'argued: between Vietnam and Turkey by minimum wage',
  },
  {
    id: 'turkey',
    name: 'Turkey',
    costPerMinute: 0.35,
    efficiency: 0.6,
    moq: 100,
    source: 'argued: near-shore, by minimum wage',
  },
  {
    id: 'portugal',
    name: 'Portugal',
    costPerMinute: 0.45,
    efficiency: 0.6,
    moq: 100,
    source: 'argued: near-shore EU, by minimum wage',
  },
  { id: 'usa', name: 'USA', costPerMinute: 1.0, efficiency: 0.6, moq: 50, source: 'Scan ERP 2026 CPM table' },
];

export const DEFAULT_REGION = 'china';
export const REGION_IDS = PRODUCTION_REGIONS.map((r) => r.id);

export function regionById(id: string): ProductionRegion | undefined {
  return PRODUCTION_REGIONS.find((r) => r.id === id.toLowerCase());
}

// Below the region's MOQ the factory spreads its set-up (marker, first-piece approval, line changeover) over fewer
// pieces: a surcharge on the making and the main fabric (small fabric lots cost more per metre too).
export const MOQ_SURCHARGE_TIERS: readonly { belowShare: number; percent: number }[] = [
  { belowShare: 1 / 3, percent: 35 }, // fewer than a third of the MOQ
  { belowShare: 1, percent: 15 }, // under the MOQ
];

export function moqSurchargePercent(quantity: number, moq: number): number {
  for (const t of MOQ_SURCHARGE_TIERS) if (quantity < moq * t.belowShare) return t.percent;
  return 0;
}

// Commercial overhead (testing, inland freight to the port, documents, finance) and the factory's margin, as shares
// of what comes before them; the designer can change both per pack.
export const DEFAULT_OVERHEAD_PERCENT = 8;
export const DEFAULT_MARGIN_PERCENT = 15;
export const DEFAULT_COST_QUANTITY = 300;
export const COST_QUANTITY_LIMITS = { min: 1, max: 1_000_000 } as const;
