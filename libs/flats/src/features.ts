// A garment's features as the engine draws them: what the pack states, else what its table implies, else the kind's
// default. Pure data: no DOM, no network, no runtime imports from other packages (the studio bundles this file).
import { isBottom, type GarmentKind } from './garment-kind';

/** A feature as a pack states it: its value, or an analysis entry carrying the value. */
export type FeatureInput = string | { value: string } | undefined | null;

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
  tee: {
    sleeve: 'short',
    neckline: 'crew',
    collar: 'none',
    hood: false,
    closure: 'none',
    waist: 'n/a',
    pockets: 'none',
    pattern: 'solid',
    fabric: 'jersey',
    length: 'hip',
    silhouette: 'regular',
  },
  'long-sleeve': {
    sleeve: 'long',
    neckline: 'crew',
    collar: 'none',
    hood: false,
    closure: 'none',
    waist: 'n/a',
    pockets: 'none',
    pattern: 'solid',
    fabric: 'jersey',
    length: 'hip',
    silhouette: 'regular',
  },
  shirt: {
    sleeve: 'long',
    neckline: 'collared',
    collar: 'point',
    hood: false,
    closure: 'buttons-full',
    waist: 'n/a',
    pockets: 'patch',
    pattern: 'solid',
    fabric: 'woven-light',
    length: 'hip',
    silhouette: 'regular',
  },
  hoodie: {
    sleeve: 'long',
    neckline: 'hooded',
    collar: 'hood',
    hood: true,
    closure: 'none',
    waist: 'n/a',
    pockets: 'kangaroo',
    pattern: 'solid',
    fabric: 'fleece',
    length: 'hip',
    silhouette: 'regular',
  },
  jacket: {
    sleeve: 'long',
    neckline: 'collared',
    collar: 'stand',
    hood: false,
    closure: 'zip-full',
    waist: 'n/a',
    pockets: 'inset',
    pattern: 'solid',
    fabric: 'shell',
    length: 'hip',
    silhouette: 'regular',
  },
  pants: {
    sleeve: 'n/a',
    neckline: 'n/a',
    collar: 'n/a',
    hood: false,
    closure: 'n/a',
    waist: 'fly-and-waistband',
    pockets: 'inset',
    pattern: 'solid',
    fabric: 'woven-heavy',
    length: 'full',
    silhouette: 'straight',
  },
  shorts: {
    sleeve: 'n/a',
    neckline: 'n/a',
    collar: 'n/a',
    hood: false,
    closure: 'n/a',
    waist: 'fly-and-waistband',
    pockets: 'inset',
    pattern: 'solid',
    fabric: 'woven-heavy',
    length: 'short',
    silhouette: 'regular',
  },
  dress: {
    sleeve: 'sleeveless',
    neckline: 'scoop',
    collar: 'none',
    hood: false,
    closure: 'none',
    waist: 'n/a',
    pockets: 'none',
    pattern: 'solid',
    fabric: 'woven-light',
    length: 'knee',
    silhouette: 'a-line',
  },
  skirt: {
    sleeve: 'n/a',
    neckline: 'n/a',
    collar: 'n/a',
    hood: false,
    closure: 'n/a',
    waist: 'plain-waistband',
    pockets: 'none',
    pattern: 'solid',
    fabric: 'woven-light',
    length: 'knee',
    silhouette: 'a-line',
  },
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

export function resolveFeatures(
  kind: GarmentKind,
  raw: Partial<Record<string, FeatureInput>> | null | undefined,
  pattern?: string | null,
  table: Record<string, number> = {},
): Features {
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
