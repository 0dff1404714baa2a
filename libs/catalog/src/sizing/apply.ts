// The grammar's points of measure (its unisex size-M blocks) brought to a size range and a fit: the range's base block
// and grade steps, the fit's ease, and the tolerance table for the fabric.
import { gradeClassOf, gradeInRange, rangeGrade } from './grade';
import { SIZE_RANGE_SPECS, type Fit, type GradeClass, type SizeRange } from './ranges';
import { tableTolerance, type FabricClass } from './tolerances';
import { minHalfGirth } from './ease';

/**
 * How a length point of measure is set at the range's sample size: a value (`at`, cm), the drafted value times a
 * factor (`scale`), or the drafted difference from another point of measure, scaled as the range scales its block
 * (`follows`). The fit's ease is added on top; the grade is the range's, as for every length.
 */
export type LengthRule = { at: number } | { scale: number } | { follows: string };

interface PomLike {
  key: string;
  base: number;
  grade: number;
  tolerance: number;
  kind: 'girth' | 'length' | 'detail';
  gradeClass?: GradeClass;
}

// Ease per fit on the half measures of the unisex block (cm); a dropped shoulder shortens the sleeve it carries.
const FIT_EASE: Record<Fit, Partial<Record<string, number>>> = {
  slim: {
    chestWidth: -2,
    sweep: -2,
    waistWidth: -2,
    shoulderWidth: -1,
    acrossFront: -1,
    bicep: -1,
    armhole: -0.5,
    hip: -1.5,
    thigh: -1,
    knee: -0.5,
    legOpening: -1,
  },
  regular: {},
  relaxed: {
    chestWidth: 3,
    sweep: 3,
    waistWidth: 2,
    shoulderWidth: 2,
    acrossFront: 2,
    bicep: 1,
    armhole: 1,
    hip: 2,
    thigh: 1.5,
    knee: 1,
    legOpening: 1,
  },
  oversized: {
    chestWidth: 7,
    sweep: 7,
    waistWidth: 5,
    shoulderWidth: 6,
    acrossFront: 5,
    bicep: 2.5,
    armhole: 3,
    sleeveOpening: 1,
    length: 3,
    centreBackLength: 3,
    sleeveLength: -3,
    hip: 4,
    thigh: 3,
    knee: 2,
    legOpening: 2,
  },
};

const round1 = (n: number) => Math.round(n * 10) / 10;
// EN 13402-3 children: 12 cm stature per size at 128 cm (8Y)
const KIDS_LENGTH_SHARE = 12 / 128;

function blockFactor(key: string, cls: GradeClass, range: SizeRange): number {
  const b = SIZE_RANGE_SPECS[range].block;
  if (key === 'shoulderWidth' || key === 'acrossFront' || key === 'neckWidth') return b.shoulder;
  if (key === 'waist' || key === 'waistExtended' || key === 'waistWidth') return b.waist;
  if (cls === 'none') return b.detail;
  return b[cls];
}

/** Applies range, fit and the tolerance table to POMs (mutates and returns them). Short sleeves keep a sleeve's share. */
export function fitToRange<T extends PomLike>(
  poms: T[],
  opts: {
    range: SizeRange;
    fit: Fit;
    fabricClass: FabricClass;
    sleeve?: string;
    /** length points of measure set by the garment's length class (grammar/length-classes.ts), by key */
    lengths?: Record<string, LengthRule>;
  },
): T[] {
  const ease = FIT_EASE[opts.fit];
  const rules = opts.lengths ?? {};
  const eased = new Map(poms.map((p) => [p.key, p.base + (ease[p.key] ?? 0)]));
  // a point of measure that follows another is set after it
  const follows = (p: T) => 'follows' in (rules[p.key] ?? {});
  for (const p of [...poms.filter((q) => !follows(q)), ...poms.filter(follows)]) {
    const cls = gradeClassOf(p.key, p.kind, p.grade);
    let e = ease[p.key] ?? 0;
    // a short sleeve is not shortened by a dropped shoulder as much as a long one
    if (p.key === 'sleeveLength' && opts.sleeve !== 'long') e = e / 2;
    const factor = blockFactor(p.key, cls, opts.range);
    const rule = cls === 'none' ? undefined : rules[p.key];
    const ref = rule && 'follows' in rule ? poms.find((q) => q.key === rule.follows) : undefined;
    const drafted = p.base + e;
    let value = drafted * factor;
    if (rule && 'at' in rule) value = rule.at + e * factor;
    else if (rule && 'scale' in rule) value = drafted * rule.scale;
    else if (ref) value = ref.base + (drafted - (eased.get(ref.key) ?? 0)) * factor;
    p.base = round1(Math.max(0.5, value));
    // a child's lengths grow with stature (12 cm in 128 cm per size): in proportion to the length, so a short sleeve
    // grows about 1 cm where the body grows 4
    p.grade =
      opts.range === 'kids' && (cls === 'lengthMajor' || cls === 'lengthMinor')
        ? round1(p.base * KIDS_LENGTH_SHARE)
        : rangeGrade(p.grade, cls, opts.range);
    p.gradeClass = cls;
    liftToEase(p, cls, opts);
    p.tolerance = tableTolerance(p.key, p.kind, opts.fabricClass, p.grade, cls, opts.range, p.base);
  }
  return poms;
}

// never under the body plus the fabric's least ease at any size of the range (a woven needs room, a knit only its
// stretch): the sample size's value is raised until every graded size clears its body girth
function liftToEase(p: PomLike, cls: GradeClass, opts: { range: SizeRange; fabricClass: FabricClass }): void {
  const baseSize = SIZE_RANGE_SPECS[opts.range].baseSize;
  let need = -Infinity;
  for (const size of SIZE_RANGE_SPECS[opts.range].sizes) {
    const least = minHalfGirth(p.key, opts.range, size, opts.fabricClass);
    if (least === undefined) return;
    const offset = gradeInRange(p.grade, p.base, baseSize, size, cls, opts.range) - p.base;
    need = Math.max(need, least - offset);
  }
  if (p.base < need) p.base = Math.ceil(need * 10) / 10;
}
