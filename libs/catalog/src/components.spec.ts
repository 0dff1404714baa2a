import { describe, expect, it } from '@jest/globals';
import { FABRICS } from './fabrics';
import { FABRIC_CLASSES, fabricClassOf } from './sizing/tolerances';
import { SIZE_RANGES, SIZE_RANGE_SPECS } from './sizing/ranges';
import { gradeInRange } from './sizing/grade';
import {
  DEPENDENT_POMS,
  DETAIL_CATALOGUE,
  VALID_FOR_TEST,
  applyDependentPoms,
  componentViolations,
  dependentPomMismatches,
  deriveGarment,
  grammarFamilyOf,
  isKnit,
  trimKeyOf,
  typeDefaults,
  type GarmentLines,
  type GarmentSpec,
  type GrammarInput,
} from './grammar/test-support';

// The invariants over the whole grammar: every garment type x every value of every feature x every fabric class x
// every size range. A combination varies one feature from the type's defaults (the others stay as the type has them).

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
const FABRIC_OF_CLASS = FABRIC_CLASSES.map((c) => FABRICS.find((f) => fabricClassOf(f) === c)!.name);

export function linesOf(g: GarmentSpec): GarmentLines {
  return {
    components: g.components,
    bom: g.bom.map((l) => ({
      component: l.component,
      label: l.item,
      quantity: l.quantity,
      unit: l.unit,
      ...(/^(trim|hardware|detail)\./.test(l.key) ? { trimText: g.trims[trimKeyOf(l.key)] } : {}),
    })),
    operations: g.operations.map((o) => ({ component: o.component, label: o.operation })),
    poms: g.poms.map((p) => ({ component: p.component, label: p.name })),
    features: g.features,
    kind: g.kind,
    knit: isKnit(g.fabric),
  };
}

/** The graded table as the pack derives it: every POM in every size of the range, then the dependent ones from their parts. */
export function gradedRows(g: GarmentSpec): { key: string; values: Record<string, number> }[] {
  const sizes = SIZE_RANGE_SPECS[g.sizeRange].sizes;
  const rows = g.poms.map((p) => ({
    key: p.key,
    values: Object.fromEntries(
      sizes.map((s) => [
        s,
        gradeInRange(p.grade, p.base, g.baseSize, s, p.gradeClass ?? 'girthMajor', g.sizeRange),
      ]),
    ),
  }));
  applyDependentPoms(rows, () => false);
  return rows;
}

/** The dependent rules a garment has both sides of, and any size where one disagrees with its parts. */
function dependentViolations(g: GarmentSpec): { applied: string[]; violations: string[] } {
  const rows = gradedRows(g);
  const has = (k: string) => rows.some((r) => r.key === k);
  return {
    applied: DEPENDENT_POMS.filter((d) => has(d.key) && d.parts.every(has)).map((d) => d.key),
    violations: dependentPomMismatches(rows).map(
      (m) => `DEPENDENT_POM_MISMATCH ${m.rule.rule}: ${m.value} at ${m.size}, parts ${m.expected}`,
    ),
  };
}

function* combinations(): Generator<GrammarInput> {
  for (const garmentType of TYPES) {
    const valid = VALID_FOR_TEST[grammarFamilyOf(garmentType)];
    const variants: Record<string, string>[] = [{}];
    for (const [key, values] of Object.entries(valid))
      for (const value of values)
        if (value !== typeDefaults(garmentType)[key]) variants.push({ [key]: value });
    for (const features of variants)
      for (const fabric of [undefined, ...FABRIC_OF_CLASS])
        for (const sizeRange of SIZE_RANGES) yield { garmentType, features, fabric, sizeRange };
  }
}

describe('garment components: invariants over the whole grammar', () => {
  it('every combination: each component has its operation, material and POM; every line names a component; nothing excluded; one number per trim', () => {
    let count = 0;
    const failures: string[] = [];
    const applied = new Map<string, number>();
    for (const input of combinations()) {
      count++;
      const g = deriveGarment(input);
      const dependent = dependentViolations(g);
      for (const k of dependent.applied) applied.set(k, (applied.get(k) ?? 0) + 1);
      for (const rule of [
        ...componentViolations(linesOf(g)).map((x) => `${x.rule} ${x.message}`),
        ...dependent.violations,
      ]) {
        if (!failures.some((f) => f.endsWith(rule)) && failures.length < 20)
          failures.push(
            `${input.garmentType} ${JSON.stringify(input.features)} ${input.fabric ?? 'default fabric'} ${input.sizeRange}: ${rule}`,
          );
      }
    }
    process.stdout.write(
      `garment invariants: ${count} combinations; dependent rules applied: ${JSON.stringify(Object.fromEntries(applied))}\n`,
    );
    expect(count).toBeGreaterThan(5000);
    expect(failures).toEqual([]);
    // every dependent rule meets garments that have both sides of it, in every size range
    for (const d of DEPENDENT_POMS)
      expect([d.key, (applied.get(d.key) ?? 0) > SIZE_RANGES.length]).toEqual([d.key, true]);
  });

  it('every pair of feature values of every type (the default fabric and size range): the same invariants', () => {
    let count = 0;
    const failures = new Set<string>();
    for (const garmentType of TYPES) {
      const values = Object.entries(VALID_FOR_TEST[grammarFamilyOf(garmentType)]).flatMap(([k, vs]) =>
        vs.map((v) => [k, v] as const),
      );
      for (let i = 0; i < values.length; i++)
        for (let j = i + 1; j < values.length; j++) {
          if (values[i][0] === values[j][0]) continue;
          const features = { [values[i][0]]: values[i][1], [values[j][0]]: values[j][1] };
          count++;
          for (const x of componentViolations(linesOf(deriveGarment({ garmentType, features }))))
            if (failures.size < 20)
              failures.add(`${garmentType} ${JSON.stringify(features)}: ${x.rule} ${x.message}`);
        }
    }
    process.stdout.write(`garment invariants, feature pairs: ${count} combinations\n`);
    expect([...failures]).toEqual([]);
  });

  it('every catalogue detail and a custom component, on every type that takes it: its own operation, BOM line and POM', () => {
    let count = 0;
    for (const garmentType of TYPES)
      for (const d of [...DETAIL_CATALOGUE.map((x) => x.id), 'custom']) {
        const g = deriveGarment({
          garmentType,
          features: {},
          details: [
            {
              key: `${d}-x`,
              detail: d,
              name: d === 'custom' ? 'Bow at back neck' : undefined,
              material: 'Satin ribbon 10 mm',
              operation: 'Bow tack',
            },
          ],
        });
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
    expect(componentViolations(broken).map((v) => [v.rule, v.component])).toContainEqual([
      'COMPONENT_WITHOUT_OPERATION',
      'front-zip',
    ]);
    const stray = linesOf({
      ...g,
      bom: [...g.bom, { ...g.bom[0], component: 'cb-zip', item: 'Invisible zip' }],
    });
    expect(componentViolations(stray).map((v) => v.rule)).toContain('LINE_WITHOUT_COMPONENT');
  });

  it("a knit's centre back sleeve length is half the across shoulder plus the sleeve length in every size, and a size that breaks it is reported", () => {
    const g = deriveGarment({ garmentType: 'hoodie', features: { sleeve: 'long' }, sizeRange: 'unisex' });
    const rows = gradedRows(g);
    const at = (k: string, s: string) => rows.find((r) => r.key === k)!.values[s];
    const sizes = SIZE_RANGE_SPECS[g.sizeRange].sizes;
    for (const s of sizes)
      expect(at('cbSleeveLength', s)).toBeCloseTo(at('shoulderWidth', s) / 2 + at('sleeveLength', s), 1);
    expect(g.poms.find((p) => p.key === 'cbSleeveLength')).toMatchObject({
      component: 'sleeves',
      code: 'C13',
    });
    const broken = rows.map((r) =>
      r.key === 'cbSleeveLength' ? { ...r, values: { ...r.values, L: r.values.L + 2 } } : r,
    );
    expect(dependentPomMismatches(broken).map((m) => [m.rule.key, m.size])).toEqual([
      ['cbSleeveLength', 'L'],
    ]);
    // a designer's centre back sleeve moves the sleeve length; short sleeves have no centre back sleeve to agree with
    const set = gradedRows(g).map((r) =>
      r.key === 'cbSleeveLength'
        ? { ...r, values: Object.fromEntries(sizes.map((s) => [s, r.values[s] + 3])) }
        : r,
    );
    expect(applyDependentPoms(set, (k) => k === 'cbSleeveLength')).toContain('sleeveLength');
    expect(dependentPomMismatches(set)).toEqual([]);
    expect(
      deriveGarment({ garmentType: 'hoodie', features: { sleeve: 'short' } }).poms.some(
        (p) => p.key === 'cbSleeveLength',
      ),
    ).toBe(false);
  });
});

describe('garment components: the held-out cases', () => {
  it('a pull-on jersey dress has no zip and no darts, in components, BOM or operations', () => {
    const g = deriveGarment({
      garmentType: 'dress',
      features: { fabric_look: 'jersey', front_closure: 'none', silhouette: 'fit-and-flare' },
    });
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
    expect(
      pants.bom
        .filter((l) => l.component === 'waist-drawcord')
        .map((l) => l.key)
        .sort(),
    ).toEqual(['trim.drawcord', 'trim.eyelets']);
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
    const shell = deriveGarment({
      garmentType: 'jacket',
      features: { fabric_look: 'quilted-or-padded' },
      fabric: 'nylon-ripstop',
    });
    expect(shell.bom.filter((l) => l.key === 'trim.wadding')).toHaveLength(1);
  });
  it('a short-sleeve shirt interlines no cuffs', () => {
    const g = deriveGarment({ garmentType: 'shirt', features: { sleeve: 'short' } });
    expect(g.bom.find((l) => l.key === 'trim.interlining')?.placement).not.toMatch(/cuff/i);
  });
});
