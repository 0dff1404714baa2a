import { describe, expect, it } from '@jest/globals';
import { FABRICS } from './fabrics';
import { FABRIC_CLASSES, fabricClassOf } from './sizing/tolerances';
import { SIZE_RANGES } from './sizing/ranges';
import { DETAIL_CATALOGUE, VALID_FOR_TEST, componentViolations, deriveGarment, grammarFamilyOf, isKnit, trimKeyOf, typeDefaults, type GarmentLines, type GarmentSpec, type GrammarInput } from './grammar/test-support';

// The invariants over the whole grammar: every garment type x every value of every feature x every fabric class x
// every size range. A combination varies one feature from the type's defaults (the others stay as the type has them).

const TYPES = ['t-shirt', 'shirt', 'long-sleeve top', 'jacket', 'hoodie', 'pants', 'shorts', 'dress', 'skirt'];
const FABRIC_OF_CLASS = FABRIC_CLASSES.map((c) => FABRICS.find((f) => fabricClassOf(f) === c)!.name);

export function linesOf(g: GarmentSpec): GarmentLines {
  return {
    components: g.components,
    bom: g.bom.map((l) => ({ component: l.component, label: l.item, quantity: l.quantity, unit: l.unit, ...(/^(trim|hardware|detail)\./.test(l.key) ? { trimText: g.trims[trimKeyOf(l.key)] } : {}) })),
    operations: g.operations.map((o) => ({ component: o.component, label: o.operation })),
    poms: g.poms.map((p) => ({ component: p.component, label: p.name })),
    features: g.features,
    kind: g.kind,
    knit: isKnit(g.fabric),
  };
}

function* combinations(): Generator<GrammarInput> {
  for (const garmentType of TYPES) {
    const valid = VALID_FOR_TEST[grammarFamilyOf(garmentType)];
    const variants: Record<string, string>[] = [{}];
    for (const [key, values] of Object.entries(valid)) for (const value of values) if (value !== typeDefaults(garmentType)[key]) variants.push({ [key]: value });
    for (const features of variants) for (const fabric of [undefined, ...FABRIC_OF_CLASS]) for (const sizeRange of SIZE_RANGES) yield { garmentType, features, fabric, sizeRange };
  }
}

describe('garment components: invariants over the whole grammar', () => {
  it('every combination: each component has its operation, material and POM; every line names a component; nothing excluded; one number per trim', () => {
    let count = 0;
    const failures: string[] = [];
    for (const input of combinations()) {
      count++;
      const v = componentViolations(linesOf(deriveGarment(input)));
      for (const x of v) {
        const rule = `${x.rule} ${x.message}`;
        if (!failures.some((f) => f.endsWith(rule)) && failures.length < 20) failures.push(`${input.garmentType} ${JSON.stringify(input.features)} ${input.fabric ?? 'default fabric'} ${input.sizeRange}: ${rule}`);
      }
    }
    process.stdout.write(`garment invariants: ${count} combinations\n`);
    expect(count).toBeGreaterThan(5000);
    expect(failures).toEqual([]);
  });

  it('every pair of feature values of every type (the default fabric and size range): the same invariants', () => {
    let count = 0;
    const failures = new Set<string>();
    for (const garmentType of TYPES) {
      const values = Object.entries(VALID_FOR_TEST[grammarFamilyOf(garmentType)]).flatMap(([k, vs]) => vs.map((v) => [k, v] as const));
      for (let i = 0; i < values.length; i++)
        for (let j = i + 1; j < values.length; j++) {
          if (values[i][0] === values[j][0]) continue;
          const features = { [values[i][0]]: values[i][1], [values[j][0]]: values[j][1] };
          count++;
          for (const x of componentViolations(linesOf(deriveGarment({ garmentType, features })))) if (failures.size < 20) failures.add(`${garmentType} ${JSON.stringify(features)}: ${x.rule} ${x.message}`);
        }
    }
    process.stdout.write(`garment invariants, feature pairs: ${count} combinations\n`);
    expect([...failures]).toEqual([]);
  });

    it('every catalogue detail and a custom component, on every type that takes it: its own operation, BOM line and POM', () => {
    let count = 0;
    for (const garmentType of TYPES)
      for (const d of [...DETAIL_CATALOGUE.map((x) => x.id), 'custom']) {
        const g = deriveGarment({ garmentType, features: {}, details: [{ key: `${d}-x`, detail: d, name: d === 'custom' ? 'Bow at back neck' : undefined, material: 'Satin ribbon 10 mm', operation: 'Bow tack' }] });
        const c = g.components.find((x) => x.key === `${d}-x`);
        if (!c) continue;
        count++;
        expect(componentViolations(linesOf(g))).toEqual([]);
        expect(g.operations.some((o) => o.component === c.key)).toBe(true);
        expect(g.bom.some((l) => l.component === c.key)).toBe(true);
        if (d !== 'custom') expect(g.poms.some((p) => p.component === c.key)).toBe(true);
        else expect(c.source).toBe('designer');
      }
    expect(DETAIL_CATALOGUE.length).toBeGreaterThanOrEqual(40);
    expect(count).toBeGreaterThan(200);
  });

  it('the invariants fail when a rule is broken (a zip without its operation, a line without a component)', () => {
    const g = deriveGarment({ garmentType: 'jacket', features: { front_closure: 'zip-full' } });
    const broken = linesOf({ ...g, operations: g.operations.filter((o) => o.component !== 'front-zip') });
    expect(componentViolations(broken).map((v) => [v.rule, v.component])).toContainEqual(['COMPONENT_WITHOUT_OPERATION', 'front-zip']);
    const stray = linesOf({ ...g, bom: [...g.bom, { ...g.bom[0], component: 'cb-zip', item: 'Invisible zip' }] });
    expect(componentViolations(stray).map((v) => v.rule)).toContain('LINE_WITHOUT_COMPONENT');
  });
});

describe('garment components: the held-out cases', () => {
  it('a pull-on jersey dress has no zip and no darts, in components, BOM or operations', () => {
    const g = deriveGarment({ garmentType: 'dress', features: { fabric_look: 'jersey', front_closure: 'none', silhouette: 'fit-and-flare' } });
    expect(g.components.map((c) => c.kind)).not.toContain('closure');
    expect(g.components.map((c) => c.key)).not.toContain('darts');
    expect(g.bom.map((l) => l.item).join()).not.toMatch(/zip/i);
    expect(g.operations.map((o) => o.operation).join()).not.toMatch(/^Darts|Invisible zip/);
  });
  it('an elastic-waist skirt has no drawcord or eyelets; elastic pants have both, on their drawcord component', () => {
    const skirt = deriveGarment({ garmentType: 'skirt', features: { waist: 'elastic-or-drawcord' } });
    expect(skirt.components.map((c) => c.key)).not.toContain('waist-drawcord');
    expect(skirt.bom.map((l) => l.key)).not.toEqual(expect.arrayContaining(['trim.drawcord']));
    const pants = deriveGarment({ garmentType: 'pants', features: { waist: 'elastic-or-drawcord' } });
    expect(pants.bom.filter((l) => l.component === 'waist-drawcord').map((l) => l.key).sort()).toEqual(['trim.drawcord', 'trim.eyelets']);
  });
  it('trousers with inset pockets have no back pockets; patch pockets bring their BOM-free back pockets with operation and POM', () => {
    const inset = deriveGarment({ garmentType: 'pants', features: { pockets: 'inset' } });
    expect(inset.components.map((c) => c.key)).not.toContain('back-pockets');
    const patch = deriveGarment({ garmentType: 'pants', features: { pockets: 'patch' } });
    expect(patch.operations.some((o) => o.component === 'back-pockets')).toBe(true);
    expect(patch.poms.some((p) => p.component === 'back-pockets')).toBe(true);
  });
  it('a quilted jacket has one wadding source: a pre-quilted shell no wadding line, an unquilted shell one', () => {
    const pre = deriveGarment({ garmentType: 'jacket', features: { fabric_look: 'quilted-or-padded' } });
    expect(pre.bom.filter((l) => /wadding/i.test(`${l.item} ${l.description}`)).length).toBe(1);
    const shell = deriveGarment({ garmentType: 'jacket', features: { fabric_look: 'quilted-or-padded' }, fabric: 'nylon-ripstop' });
    expect(shell.bom.filter((l) => l.key === 'trim.wadding')).toHaveLength(1);
  });
  it('a short-sleeve shirt interlines no cuffs', () => {
    const g = deriveGarment({ garmentType: 'shirt', features: { sleeve: 'short' } });
    expect(g.bom.find((l) => l.key === 'trim.interlining')?.placement).not.toMatch(/cuff/i);
  });
});
