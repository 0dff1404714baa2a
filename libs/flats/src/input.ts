// What the engine reads from a tech pack, and how it fills what the pack does not say.
// Pure data: no DOM, no network, no runtime imports from other packages (the studio bundles this file).
import { placedBranding, type ArtworkLike } from './placement';
import { clampCm } from './bounds';
import { type FeatureInput } from './features';

// The garment kinds are in ./garment-kind.ts, how the features are resolved in ./features.ts.
export { garmentKindOf, isBottom, type GarmentKind } from './garment-kind';
export { resolveFeatures, type Features } from './features';

export type FlatView = 'front' | 'back';

export interface FlatRow {
  code: string;
  key: string;
  name: string;
  values: Record<string, number>;
}

export interface FlatBranding {
  logo?: string | null;
  logoPosition?: string;
  logoWidth?: number;
  logoHeight?: number;
  logoFromTop?: number;
  logoFromLeft?: number;
}

export interface FlatInput {
  garmentType: string;
  /** aiAnalysis.features: { key: { value, ... } } or { key: 'value' }; missing / 'unclear' / 'n/a' take the type's default. */
  features?: Partial<Record<string, FeatureInput>> | null;
  /** The graded table (pointsOfMeasure.rows); the sample size's value is drawn. */
  rows?: FlatRow[] | null;
  baseSize?: string | null;
  sizes?: readonly string[] | null;
  /** Fallback when a key has no row: the pack's `measurements` map ('62 cm' or 62). */
  measurements?: Record<string, string | number> | null;
  branding?: FlatBranding | null;
  /** Overrides features.pattern when given. */
  pattern?: string | null;
}

/** The parts of a tech pack the engine reads (the full TechPack fits). */
export interface PackLike {
  aiAnalysis: { garmentType: string; features?: Partial<Record<string, FeatureInput>> | null };
  /** The garment the pack's BOM, construction and points of measure were derived from (its resolved features). */
  garment?: { features?: Record<string, string> | null } | null;
  pointsOfMeasure?: { baseSize: string; sizes: readonly string[]; rows: FlatRow[] } | null;
  measurements?: Record<string, string | number> | null;
  branding?: FlatBranding | null;
  /** The print's artwork box: a 'placement' print is drawn where there is no logo. */
  artwork?: ArtworkLike | null;
  selectedSize?: string | null;
}

export function flatInputFromPack(pack: PackLike): FlatInput {
  const spec = pack.pointsOfMeasure;
  return {
    garmentType: pack.aiAnalysis.garmentType,
    // the derived garment's features first: the drawing shows what the BOM and construction specify, never a
    // default of its own where the analysis was unclear
    features: pack.garment?.features
      ? { ...(pack.aiAnalysis.features ?? {}), ...pack.garment.features }
      : (pack.aiAnalysis.features ?? null),
    rows: spec?.rows ?? null,
    baseSize: spec?.baseSize ?? pack.selectedSize ?? 'M',
    sizes: spec?.sizes ?? null,
    measurements: pack.measurements ?? null,
    // only what there is to place: the designer's logo or a placement print, never a default box
    branding: placedBranding(pack),
  };
}

/** A measurement in cm as the engine draws it (./bounds.ts): within [0.1, 500]; not a positive number -> undefined. */
export const num = (v: unknown): number | undefined => {
  if (typeof v === 'number') return clampCm(v);
  if (typeof v === 'string') return clampCm(Number(v.replace(/[^\d.]/g, '')));
  return undefined;
};

/** key -> cm at one size: the table row's value, else the measurements map. */
export function measurementsAt(input: FlatInput, size: string | null | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(input.measurements ?? {})) {
    const n = num(v);
    if (n !== undefined) out[k] = n;
  }
  for (const r of input.rows ?? []) {
    const n = num(size ? r.values[size] : undefined);
    if (n !== undefined) out[r.key] = n;
  }
  return out;
}
