import {
  DEFAULT_COST_QUANTITY,
  DEFAULT_REGION,
  PRODUCTION_REGIONS,
  computeCost,
  fabricByName,
  gradeValue,
  parseCm,
  type CostInput,
  type CostPriceRange,
  type CostSheet,
  type Size,
} from '@techpack/catalog';
import type { TechPack } from '@techpack/contracts';
import { garmentSpecOf } from '../model/derive';

// The pack as the cost model reads it: its BOM at the sample size, its construction's operations, its main fabric
// (with the library's price range when the library has one), how much longer or shorter its body is than the grammar's
// standard (a longer body takes more fabric), its units, and the designer's overrides.

// The point of measure that sets the body's length, per grammar family, and the share of the fabric that grows with
// it (sleeves and hoods of a top do not follow its body length; a skirt, dress or trouser leg does, nearly whole).
const LENGTH_KEY: Record<string, { key: string; share: number }> = {
  top: { key: 'length', share: 0.7 },
  outerwear: { key: 'length', share: 0.7 },
  dress: { key: 'length', share: 0.9 },
  skirt: { key: 'skirtLength', share: 0.9 },
  pants: { key: 'outseam', share: 0.85 },
  shorts: { key: 'outseam', share: 0.85 },
};

export function fabricLengthFactor(pack: TechPack): number {
  let spec;
  try {
    spec = garmentSpecOf(pack);
  } catch {
    return 1;
  }
  const rule = LENGTH_KEY[spec.family] ?? { key: 'length', share: 0.7 };
  const pom = spec.poms.find((p) => p.key === rule.key);
  const actual = parseCm(pack.measurements[rule.key]);
  if (!pom || actual === undefined || actual <= 0) return 1;
  const grade = pack.pomOverrides?.[rule.key]?.grade ?? pom.grade;
  let standard = pom.base;
  try {
    standard = gradeValue({ grade }, pom.base, 'M', pack.selectedSize as Size);
  } catch {
    // a size outside the grammar's run: compare with the base size
  }
  if (!(standard > 0)) return 1;
  return 1 + rule.share * (actual / standard - 1);
}

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
    fabric: { id: fab?.id, name: pack.materials.mainFabric, category: fab?.category ?? pack.materials.fabricDetails?.category, ...(priceRange ? { priceRange } : {}) },
    fabricLengthFactor: fabricLengthFactor(pack),
    materials: pack.bom.map((l) => ({ ref: l.ref, category: l.category, item: l.item, description: l.description, quantity: l.quantity, unit: l.unit })),
    operations: pack.construction.operations.map((op) => op.operation),
    logo: b.logo || b.logoFile ? { method: b.logoMethod, colors: b.logoColors } : null,
    overrides: o ? { unitPrices: o.unitPrices, labourRatePerMinute: o.labourRatePerMinute, overheadPercent: o.overheadPercent, marginPercent: o.marginPercent } : undefined,
  };
}

export type PackCostSheet = CostSheet & {
  estimate: true;
  regions: { id: string; name: string; moq: number; labourRatePerMinute: number }[];
};

// The answer of GET /api/tech-pack/{id}/cost: the model's sheet, the regions to choose from, and the word that it
// is an estimate.
export function costOfPack(pack: TechPack, req: CostRequest = {}): PackCostSheet {
  const sheet = computeCost(costInputOf(pack, req));
  return {
    ...sheet,
    estimate: true,
    regions: PRODUCTION_REGIONS.map((r) => ({ id: r.id, name: r.name, moq: r.moq, labourRatePerMinute: Math.round((r.costPerMinute / r.efficiency) * 10000) / 10000 })),
  };
}
