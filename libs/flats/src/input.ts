// What the engine reads from a tech pack, and how it fills what the pack does not say.
// Pure data: no DOM, no network, no runtime imports from other packages (the studio bundles this file).
import { placedBranding, type ArtworkLike } from './placement';
import { clampCm } from './bounds';

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

type FeatureInput = string | { value: string } | undefined | null;

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
    features: pack.garment?.features ? { ...(pack.aiAnalysis.features ?? {}), ...pack.garment.features } : (pack.aiAnalysis.features ?? null),
    rows: spec?.rows ?? null,
    baseSize: spec?.baseSize ?? pack.selectedSize ?? 'M',
    sizes: spec?.sizes ?? null,
    measurements: pack.measurements ?? null,
    // only what there is to place: the designer's logo or a placement print, never a default box
    branding: placedBranding(pack),
  };
}

export type GarmentKind = 'tee' | 'shirt' | 'long-sleeve' | 'hoodie' | 'jacket' | 'pants' | 'shorts' | 'dress' | 'skirt';

export function garmentKindOf(garmentType: string): GarmentKind {
  const t = garmentType.toLowerCase();
  if (t.includes('hood') || t.includes('sweatshirt')) return 'hoodie';
  if (t.includes('jacket') || t.includes('coat') || t.includes('outwear') || t.includes('outerwear') || t.includes('blazer') || t === 'vest') return 'jacket';
  if (t.includes('dress')) return 'dress';
  if (t.includes('skirt')) return 'skirt';
  if (t.includes('short')) return 'shorts';
  if (t.includes('pant') || t.includes('trouser') || t.includes('jean') || t.includes('jogger')) return 'pants';
  if (t.includes('long-sleeve') || t.includes('long sleeve') || t.includes('longsleeve')) return 'long-sleeve';
  if (t === 'shirt' || t.includes('button') || t.includes('blouse')) return 'shirt';
  return 'tee';
}

export const isBottom = (k: GarmentKind) => k === 'pants' || k === 'shorts' || k === 'skirt';

export interface Features {
  sleeve: string;
  neckline: string;
  collar: string;
  hood: boolean;
  closure: string;
  waist: string;
  pockets: string;
  pattern: string;
  fabric: string;
  length: string;
  silhouette: string;
}

// What a garment of each kind has when the pack does not say (the engine's assumption, not a detection).
const DEFAULTS: Record<GarmentKind, Features> = {
  tee: { sleeve: 'short', neckline: 'crew', collar: 'none', hood: false, closure: 'none', waist: 'n/a', pockets: 'none', pattern: 'solid', fabric: 'jersey', length: 'hip', silhouette: 'regular' },
  'long-sleeve': { sleeve: 'long', neckline: 'crew', collar: 'none', hood: false, closure: 'none', waist: 'n/a', pockets: 'none', pattern: 'solid', fabric: 'jersey', length: 'hip', silhouette: 'regular' },
  shirt: { sleeve: 'long', neckline: 'collared', collar: 'point', hood: false, closure: 'buttons-full', waist: 'n/a', pockets: 'patch', pattern: 'solid', fabric: 'woven-light', length: 'hip', silhouette: 'regular' },
  hoodie: { sleeve: 'long', neckline: 'hooded', collar: 'hood', hood: true, closure: 'none', waist: 'n/a', pockets: 'kangaroo', pattern: 'solid', fabric: 'fleece', length: 'hip', silhouette: 'regular' },
  jacket: { sleeve: 'long', neckline: 'collared', collar: 'stand', hood: false, closure: 'zip-full', waist: 'n/a', pockets: 'inset', pattern: 'solid', fabric: 'shell', length: 'hip', silhouette: 'regular' },
  pants: { sleeve: 'n/a', neckline: 'n/a', collar: 'n/a', hood: false, closure: 'n/a', waist: 'fly-and-waistband', pockets: 'inset', pattern: 'solid', fabric: 'woven-heavy', length: 'full', silhouette: 'straight' },
  shorts: { sleeve: 'n/a', neckline: 'n/a', collar: 'n/a', hood: false, closure: 'n/a', waist: 'fly-and-waistband', pockets: 'inset', pattern: 'solid', fabric: 'woven-heavy', length: 'short', silhouette: 'regular' },
  dress: { sleeve: 'sleeveless', neckline: 'scoop', collar: 'none', hood: false, closure: 'none', waist: 'n/a', pockets: 'none', pattern: 'solid', fabric: 'woven-light', length: 'knee', silhouette: 'a-line' },
  skirt: { sleeve: 'n/a', neckline: 'n/a', collar: 'n/a', hood: false, closure: 'n/a', waist: 'plain-waistband', pockets: 'none', pattern: 'solid', fabric: 'woven-light', length: 'knee', silhouette: 'a-line' },
};

const valueOf = (f: FeatureInput): string | undefined => {
  const v = typeof f === 'string' ? f : f?.value;
  return v && v !== 'unclear' && v !== 'n/a' ? v : undefined;
};

/**
 * Features the pack does not state, read from its table where a row implies them (the garment grammar adds a hood
 * height only to hooded garments, a sleeve length that says short or long), else the type's default.
 */
function impliedByTable(kind: GarmentKind, m: Record<string, number>): Partial<Features> {
  const out: Partial<Features> = {};
  const sl = m.sleeveLength ?? m.shortSleeveLength ?? m.longSleeveLength;
  if (sl !== undefined) out.sleeve = sl <= 34 ? 'short' : sl <= 48 ? 'elbow' : 'long';
  else if (m.armholeBinding !== undefined) out.sleeve = 'sleeveless';
  if (m.hoodHeight !== undefined || m.hoodOpening !== undefined) out.hood = true;
  if (m.kangarooWidth !== undefined || m.kangarooHeight !== undefined) out.pockets = 'kangaroo';
  else if (m.cargoPocketWidth !== undefined) out.pockets = 'cargo';
  else if (m.pocketWidth !== undefined || m.pocketHeight !== undefined) out.pockets = 'patch';
  if (m.lapelWidth !== undefined) out.collar = 'lapel';
  else if (m.collarPoint !== undefined && kind !== 'jacket') out.collar = 'point';
  if (m.placketLength !== undefined && kind !== 'shirt') out.closure = 'buttons-partial';
  if (m.flyLength !== undefined && (kind === 'pants' || kind === 'shorts')) out.waist = 'fly-and-waistband';
  else if (m.waistExtended !== undefined) out.waist = 'elastic-or-drawcord';
  return out;
}

export function resolveFeatures(kind: GarmentKind, raw: FlatInput['features'], pattern?: string | null, table: Record<string, number> = {}): Features {
  const d = { ...DEFAULTS[kind], ...impliedByTable(kind, table) };
  const r = raw ?? {};
  const f: Features = {
    sleeve: valueOf(r.sleeve) ?? d.sleeve,
    neckline: valueOf(r.neckline) ?? d.neckline,
    collar: valueOf(r.collar) ?? d.collar,
    hood: d.hood,
    closure: valueOf(r.front_closure) ?? d.closure,
    waist: valueOf(r.waist) ?? d.waist,
    pockets: valueOf(r.pockets) ?? d.pockets,
    pattern: (pattern && pattern !== 'unclear' ? pattern : undefined) ?? valueOf(r.pattern) ?? d.pattern,
    fabric: valueOf(r.fabric_look) ?? d.fabric,
    length: valueOf(r.length) ?? d.length,
    silhouette: valueOf(r.silhouette) ?? d.silhouette,
  };
  const hood = valueOf(r.hood);
  if (hood) f.hood = hood === 'yes';
  // A hood said anywhere draws a hood, unless the hood key itself says no.
  if (hood !== 'no' && (f.collar === 'hood' || f.neckline === 'hooded')) f.hood = true;
  if (hood === 'no') {
    if (f.collar === 'hood') f.collar = 'none';
    if (f.neckline === 'hooded') f.neckline = 'crew';
  }
  if (isBottom(kind)) {
    f.sleeve = 'n/a';
    f.neckline = 'n/a';
    f.collar = 'n/a';
    f.closure = 'n/a';
    f.hood = false;
  }
  return f;
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
