// Points of measure that are the sum of others (written from the trade's measuring conventions): in every size the
// dependent one is its parts plus a fixed offset. The derivation computes it from its parts (or, where the designer set
// the dependent one, the one part they did not set); the check reports any size where they disagree.

export interface DependentPom {
  key: string;
  parts: string[];
  /** each part's factor in the sum (1 when not given): half the across shoulder is 0.5 */
  factors?: number[];
  offsetCm: number;
  rule: string;
  /** where the designer set the dependent one: the part that follows it (unless set too); none: the check reports it */
  follower?: string;
}

export const DEPENDENT_POMS: readonly DependentPom[] = [
  // the outseam runs from the waistband top down the side; the front rise (incl. waistband) meets the inseam at the
  // crotch, whose curve takes about 1 cm of the straight sum
  {
    key: 'outseam',
    parts: ['inseam', 'frontRise'],
    offsetCm: -1,
    rule: 'outseam = inseam + front rise - 1 cm',
  },
  // a dress with a waist seam: the bodice (HPS to waist) and the skirt make the whole length
  {
    key: 'length',
    parts: ['waistPosition', 'skirtLength'],
    offsetCm: 0,
    rule: 'total length = HPS to waist + skirt length',
    follower: 'skirtLength',
  },
  // the centre back is measured from the back neck, 2 cm below the high point shoulder
  {
    key: 'centreBackLength',
    parts: ['length'],
    offsetCm: -2,
    rule: 'centre back length = body length from HPS - 2 cm',
  },
  // a knit's sleeve is also measured from the centre back neck: over half the back shoulder to the shoulder point, then
  // the sleeve from the shoulder point to its end (the centre back sleeve of the knitwear specs); set by the designer,
  // the sleeve length follows it
  {
    key: 'cbSleeveLength',
    parts: ['shoulderWidth', 'sleeveLength'],
    factors: [0.5, 1],
    offsetCm: 0,
    rule: 'centre back sleeve length = 1/2 across shoulder + sleeve length',
    follower: 'sleeveLength',
  },
];

/** A dependent measurement's parts summed in one size, with their factors and the rule's offset. */
const sumOf = (d: DependentPom, parts: readonly (Row | undefined)[], size: string, skip?: Row) =>
  parts.reduce((sum, p, i) => sum + (p === skip ? 0 : (d.factors?.[i] ?? 1) * (p!.values[size] ?? 0)), 0);

/** How far a dependent measurement may sit from its parts (cm): the rounding of graded values to 0.1 cm. */
export const DEPENDENT_SLACK_CM = 0.15;

interface Row {
  key: string;
  values: Record<string, number>;
}
const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Makes the dependent rows agree with their parts in every size. `setByDesigner(key)`: the designer's value, kept.
 * Returns the keys whose values changed.
 */
export function applyDependentPoms(rows: Row[], setByDesigner: (key: string) => boolean): string[] {
  const changed: string[] = [];
  const row = (k: string) => rows.find((r) => r.key === k);
  for (const d of DEPENDENT_POMS) {
    const dep = row(d.key);
    const parts = d.parts.map(row);
    if (!dep || parts.some((p) => !p)) continue;
    const sizes = Object.keys(dep.values);
    if (!setByDesigner(d.key)) {
      for (const s of sizes) dep.values[s] = r1(sumOf(d, parts, s) + d.offsetCm);
      changed.push(d.key);
      continue;
    }
    const target = parts.find((p) => p!.key === d.follower && !setByDesigner(p!.key));
    if (!target) continue; // the part that would follow is the designer's too: the check says which disagree
    const factor = d.factors?.[parts.indexOf(target)] ?? 1;
    for (const s of sizes)
      target.values[s] = r1(((dep.values[s] ?? 0) - d.offsetCm - sumOf(d, parts, s, target)) / factor);
    changed.push(target.key);
  }
  return changed;
}

/** Every dependent measurement that disagrees with its parts: the first size where it does. */
export function dependentPomMismatches(
  rows: readonly Row[],
): { rule: DependentPom; size: string; value: number; expected: number }[] {
  const out: { rule: DependentPom; size: string; value: number; expected: number }[] = [];
  const row = (k: string) => rows.find((r) => r.key === k);
  for (const d of DEPENDENT_POMS) {
    const dep = row(d.key);
    const parts = d.parts.map(row);
    if (!dep || parts.some((p) => !p)) continue;
    for (const s of Object.keys(dep.values)) {
      const expected = r1(sumOf(d, parts, s) + d.offsetCm);
      if (Math.abs((dep.values[s] ?? 0) - expected) > DEPENDENT_SLACK_CM) {
        out.push({ rule: d, size: s, value: dep.values[s] ?? 0, expected });
        break;
      }
    }
  }
  return out;
}
