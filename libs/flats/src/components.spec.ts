import { describe, expect, it } from '@jest/globals';
import { deriveGarment, type GrammarInput } from '@techpack/catalog';
import { renderFlat, type ComponentFlatInput } from './index';

// The flats against the garment's component list: one <g data-component> per drawn component (front and back
// together), none for a component the garment lacks.

const inputOf = (g: GrammarInput): ComponentFlatInput => {
  const spec = deriveGarment(g);
  return {
    garmentType: g.garmentType,
    features: spec.features,
    rows: spec.poms.map((p) => ({ code: p.code, key: p.key, name: p.name, values: { M: p.base } })),
    baseSize: 'M',
    sizes: ['M'],
    components: spec.components,
  };
};
const groups = (svg: string) => new Set([...svg.matchAll(/data-component="([^"]+)"/g)].map((m) => m[1]));
const both = (i: ComponentFlatInput) =>
  new Set([...groups(renderFlat(i, 'front').svg), ...groups(renderFlat(i, 'back').svg)]);

const TYPES = [
  't-shirt',
  'shirt',
  'long-sleeve top',
  'jacket',
  'hoodie',
  'pants',
  'shorts',
  'dress',
  'skirt',
];
const VARIANTS: Record<string, string>[] = [
  {},
  { pockets: 'none' },
  { pockets: 'patch' },
  { fabric_look: 'jersey' },
  { waist: 'elastic-or-drawcord' },
  { front_closure: 'zip-full' },
  { silhouette: 'pencil' },
  { silhouette: 'tiered' },
  { hood: 'yes' },
];

describe('flats drawn from the component list', () => {
  it('every type and variant: the groups of front and back are exactly the drawn components', () => {
    for (const garmentType of TYPES)
      for (const features of VARIANTS) {
        const i = inputOf({ garmentType, features });
        const drawn = i
          .components!.filter((c) => c.drawn !== false)
          .map((c) => c.key)
          .sort();
        expect([garmentType, features, [...both(i)].sort()]).toEqual([garmentType, features, drawn]);
      }
  });

  it('a pull-on jersey dress draws no zip and no darts; a woven one draws both', () => {
    const knit = both(
      inputOf({ garmentType: 'dress', features: { fabric_look: 'jersey', silhouette: 'a-line' } }),
    );
    expect(knit.has('cb-zip')).toBe(false);
    expect(knit.has('darts')).toBe(false);
    const woven = both(
      inputOf({ garmentType: 'dress', features: { fabric_look: 'woven-light', silhouette: 'a-line' } }),
    );
    expect(woven.has('cb-zip')).toBe(true);
    expect(woven.has('darts')).toBe(true);
  });

  it('an elastic-waist skirt draws no drawcord or eyelets; trousers with inset pockets draw no back pockets', () => {
    const skirt = renderFlat(
      inputOf({ garmentType: 'skirt', features: { waist: 'elastic-or-drawcord' } }),
      'front',
    );
    expect(skirt.prims.some((p) => p.role === 'drawcord' || p.role === 'eyelet')).toBe(false);
    const pants = renderFlat(inputOf({ garmentType: 'pants', features: { pockets: 'inset' } }), 'back');
    expect(pants.prims.some((p) => /pocket/.test(p.role))).toBe(false);
  });

  it('details added by the designer are drawn as their marks, with their names', () => {
    const i = inputOf({
      garmentType: 'dress',
      features: { sleeve: 'short' },
      details: [
        { key: 'flounce-sleeve', detail: 'flounce-sleeve' },
        { key: 'waist-drawcord', detail: 'waist-drawcord' },
        { key: 'bow', detail: 'custom', name: 'Bow at back neck', placement: 'Back neck' },
      ],
    });
    const front = renderFlat(i, 'front').svg;
    expect([...groups(front)]).toEqual(expect.arrayContaining(['flounce-sleeve', 'waist-drawcord']));
    expect(front).toMatch(/Flounce sleeve/);
    expect(groups(renderFlat(i, 'back').svg).has('bow')).toBe(true);
  });
});
