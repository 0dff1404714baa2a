import {
  DEFAULT_COST_QUANTITY,
  DEFAULT_REGION,
  PRODUCTION_REGIONS,
  computeCost,
  fabricByName,
  isKnit,
  yarnPriceRange,
  type CostInput,
  type CostPriceRange,
  type CostSheet,
} from '@techpack/catalog';
import type { TechPack } from '@techpack/contracts';
import { withLineComponents } from './cost-line-components';

// The pack as the cost model reads it: its BOM at the sample size (whose fabric consumption already follows the pack's
// graded body length: model/quantities.ts), its construction's operations, its main fabric (with the library's price
// range when the library has one), its units, and the designer's overrides.

export interface CostRequest {
  quantity?: number;
  region?: string;
  unit?: 'cm' | 'in';
}

export function costInputOf(pack: TechPack, req: CostRequest = {}): CostInput {
  const o = pack.costOverrides ?? undefined;
  const fab = fabricByName(pack.materials.mainFabric);
  const priceRange = (fab as { priceRange?: CostPriceRange } | undefined)?.priceRange;
  const b = pack.branding;
  return {
    quantity: req.quantity ?? o?.quantity ?? DEFAULT_COST_QUANTITY,
    region: req.region ?? o?.region ?? DEFAULT_REGION,
    unit: req.unit ?? pack.pdfUnit ?? 'cm',
    fabric: {
      id: fab?.id,
      name: pack.materials.mainFabric,
      category: fab?.category ?? pack.materials.fabricDetails?.category,
      ...(priceRange ? { priceRange } : {}),
      // a sweater knit is fully fashioned: its yarn is priced by the kilo
      ...(fab?.construction === 'sweater-knit' ? { yarnPricePerKg: yarnPriceRange(fab.composition) } : {}),
    },
    materials: pack.bom.map((l) => ({
      ref: l.ref,
      category: l.category,
      item: l.item,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      ...(l.component ? { component: l.component } : {}),
    })),
    operations: pack.construction.operations.map((op) => op.operation),
    operationComponents: pack.construction.operations.map((op) => op.component),
    // the bulletin's seams (knit or woven), pressing, packing and published range follow the garment class
    garment: {
      kind: pack.garment?.kind,
      knit: fab ? isKnit(fab) : undefined,
      padded: pack.garment?.features?.fabric_look === 'quilted-or-padded' || fab?.construction === 'quilted',
    },
    logo: b.logo || b.logoFile ? { method: b.logoMethod, colors: b.logoColors } : null,
    overrides: o
      ? {
          unitPrices: o.unitPrices,
          labourRatePerMinute: o.labourRatePerMinute,
          overheadPercent: o.overheadPercent,
          marginPercent: o.marginPercent,
        }
      : undefined,
  };
}

export type PackCostSheet = CostSheet & {
  estimate: true;
  regions: { id: string; name: string; moq: number; labourRatePerMinute: number }[];
};

// The answer of GET /api/tech-pack/{id}/cost: the model's sheet, the regions to choose from, and the word that it
// is an estimate.
export function costOfPack(pack: TechPack, req: CostRequest = {}): PackCostSheet {
  const sheet = withLineComponents(computeCost(costInputOf(pack, req)));
  return {
    ...sheet,
    estimate: true,
    regions: PRODUCTION_REGIONS.map((r) => ({
      id: r.id,
      name: r.name,
      moq: r.moq,
      labourRatePerMinute: Math.round((r.costPerMinute / r.efficiency) * 10000) / 10000,
    })),
  };
}
