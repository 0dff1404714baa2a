// Sample inputs for the flats engine: one per garment type with its typical features, rows from the grammar's
// points of measure graded XS-XXL. Used by bench/flats-bench.ts and to write preview SVGs (npx tsx bench/flats-samples.ts /tmp/flats).
import { writeFileSync, mkdirSync } from 'node:fs';
import { draftPoms } from '../libs/catalog/src/index';
import { renderFlat, type FlatInput } from '../libs/flats/src/index';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
// The grammar's points of measure for a garment type (its default features), graded from its base (M) by its grade step.
export function rowsFor(garmentType: string) {
  return draftPoms(garmentType).map((p) => ({
    code: p.code,
    key: p.key,
    name: p.name,
    values: Object.fromEntries(SIZES.map((s, i) => [s, Math.round((p.base + (i - 2) * p.grade) * 10) / 10])),
  }));
}

const f = (o: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k, { value: v, confidence: 0.9, source: 'detected' }]),
  );
const brand = (logoPosition: string, logoWidth = 8, logoHeight = 6, logoFromTop = 8, logoFromLeft = 0) => ({
  logoPosition,
  logoWidth,
  logoHeight,
  logoFromTop,
  logoFromLeft,
  logo: null,
});

export const SAMPLES: Record<string, FlatInput> = {
  tee: {
    garmentType: 't-shirt',
    rows: rowsFor('t-shirt'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({ sleeve: 'short', neckline: 'crew' }),
    branding: brand('center-chest', 20, 15, 10),
  },
  shirt: {
    garmentType: 'shirt',
    rows: rowsFor('shirt'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({ collar: 'point', front_closure: 'buttons-full', pockets: 'patch', pattern: 'stripe' }),
    branding: brand('left-chest', 5, 4, 20),
  },
  longsleeve: {
    garmentType: 'long-sleeve top',
    rows: rowsFor('long-sleeve top'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({ sleeve: 'long', neckline: 'v-neck' }),
    branding: brand('left-sleeve', 6, 6, 10),
  },
  hoodie: {
    garmentType: 'hoodie',
    rows: rowsFor('hoodie'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({ hood: 'yes', pockets: 'kangaroo', front_closure: 'none' }),
    branding: brand('center-chest', 18, 10, 18),
  },
  zipHoodie: {
    garmentType: 'hoodie',
    rows: rowsFor('hoodie'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({ hood: 'yes', pockets: 'kangaroo', front_closure: 'zip-full', pattern: 'check' }),
    branding: brand('center-back', 25, 20, 12),
  },
  jacket: {
    garmentType: 'jacket',
    rows: rowsFor('jacket'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({
      front_closure: 'zip-full',
      collar: 'stand',
      pockets: 'inset',
      fabric_look: 'quilted-or-padded',
    }),
    branding: brand('left-chest', 6, 4, 18),
  },
  blazer: {
    garmentType: 'jacket',
    rows: rowsFor('jacket'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({
      front_closure: 'buttons-full',
      collar: 'lapel',
      pockets: 'cargo',
      fabric_look: 'woven-heavy',
    }),
    branding: brand('collar-back', 6, 3, 2),
  },
  pants: {
    garmentType: 'pants',
    rows: rowsFor('pants'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({
      waist: 'fly-and-waistband',
      pockets: 'inset',
      fabric_look: 'denim',
      silhouette: 'straight',
    }),
    branding: brand('pocket', 5, 3, 2),
  },
  joggers: {
    garmentType: 'pants',
    rows: rowsFor('pants'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({
      waist: 'elastic-or-drawcord',
      pockets: 'cargo',
      fabric_look: 'fleece',
      silhouette: 'tapered',
    }),
    branding: brand('left-sleeve', 5, 5, 10),
  },
  shorts: {
    garmentType: 'shorts',
    rows: rowsFor('shorts'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({ waist: 'elastic-or-drawcord', pockets: 'inset', pattern: 'print' }),
    branding: brand('left-chest', 5, 4, 3),
  },
  dress: {
    garmentType: 'dress',
    rows: rowsFor('dress'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({ sleeve: 'short', neckline: 'scoop', silhouette: 'fit-and-flare', pockets: 'inset' }),
    branding: brand('hem-bottom', 6, 4, 0, 10),
  },
  dressSheath: {
    garmentType: 'dress',
    rows: rowsFor('dress'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({ sleeve: 'sleeveless', neckline: 'boat', silhouette: 'sheath' }),
    branding: brand('collar-back', 5, 2, 1),
  },
  skirt: {
    garmentType: 'skirt',
    rows: rowsFor('skirt'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({ waist: 'plain-waistband', silhouette: 'pleated', pattern: 'check' }),
    branding: brand('center-chest', 5, 3, 2),
  },
  polo: {
    garmentType: 't-shirt',
    rows: rowsFor('t-shirt'),
    baseSize: 'M',
    sizes: SIZES,
    features: f({ collar: 'polo', neckline: 'collared', front_closure: 'buttons-partial' }),
    branding: brand('left-chest', 6, 5, 18),
  },
};

if (process.argv[1]?.endsWith('flats-samples.ts') && process.argv[2]) {
  const dir = process.argv[2];
  mkdirSync(dir, { recursive: true });
  const only = process.argv[3];
  for (const [name, input] of Object.entries(SAMPLES)) {
    if (only && !only.split(',').includes(name)) continue;
    for (const view of ['front', 'back'] as const) {
      writeFileSync(
        `${dir}/${name}-${view}.svg`,
        renderFlat(input, view, { sizes: process.argv[4] === 'all' ? 'all' : 'base' }).svg,
      );
    }
  }
}
