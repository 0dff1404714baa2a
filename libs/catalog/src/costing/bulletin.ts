// The operation bulletin: a style's standard minutes as the sum of its operations, the way a factory's industrial
// engineer writes them. Every sewing operation of the construction list (from the garment's components) is broken down
// into its elements with machine and minutes (./bulletin-data.ts, cited there); bundle handling and allowances are
// their own lines; cutting, thread trimming, pressing, inspection and packing are lines of their own, never sewing.
// A construction line that is no operation (a note, a cutting instruction) is not costed as sewing.
import { BULLETIN_TABLE, HEM_MINUTES, SEAM_MINUTES, type BulletinElement } from './bulletin-data';

export interface BulletinOperationLine {
  operation: string; // the construction list's operation name
  component?: string;
  elements: { name: string; machine: string; smv: number }[];
  smv: number; // the elements' sum
  matched: boolean; // false: not in the table, timed at the default element
}

export interface OperationBulletin {
  sewing: BulletinOperationLine[];
  knitting?: { item: string; minutes: number }; // fully fashioned: machine knitting, per operator
  sewingMinutes: number;
  handling: { perOperation: number; minutes: number };
  allowance: { percent: number; minutes: number };
  cutting: { minutes: number; matched: boolean; item: string };
  finishing: { ref: 'TRM' | 'PRS' | 'INS' | 'PCK'; item: string; minutes: number }[];
  totalMinutes: number;
  range?: PublishedRange;
}

export interface PublishedRange {
  min: number;
  max: number;
  source: string;
}

export interface BulletinGarment {
  kind?: string; // the grammar's garment class (tee, shirt, pants, dress, jacket, ...)
  knit?: boolean;
  padded?: boolean;
}

// Bundle handling in a progressive bundle line (untie, ticket, tie and pass on a bundle, per garment and operation):
// an estimate sized against the sources' element minutes; allowances (personal, fatigue, machine delay and
// contingency) on the sewing and handling minutes: "normally 10 %" (SMV = basic time + basic time x allowance; ordnur.com,
// "Standard Minute Value: SMV in garments, calculation, importance").
export const HANDLING_SMV_PER_OPERATION = 0.05;
export const ALLOWANCE_PERCENT = 10;
// An operation the table does not name: one seam, neatened and stitched.
export const DEFAULT_ELEMENT_SMV = 0.8;
// Cutting (spread, cut, number, bundle): a base per garment plus a share per sewn part; matched stripes or checks add
// a quarter (one more repeat to spread and align). Estimates, sized against the sources' cutting-room figures.
export const CUTTING_BASE_SMV = 0.4;
export const CUTTING_PER_OPERATION_SMV = 0.07;
export const MATCHED_CUTTING_FACTOR = 1.25;
// Fully fashioned panels: a computerised flat machine knits a 12gg sweater's panels in about 35-45 machine minutes and
// one knitter minds about six machines, so about 6-7 labour minutes a garment (an estimate, not a time study).
export const KNITTING_SMV = 6.5;

// Published whole-garment ranges the totals are checked against (all minutes, cutting to packing).
// tee: Rahman et al. 2014 / Howlader et al. 2015 (basic tee 4-7 sewing, 6-9 with cutting and finishing);
// shirt: Sarkar 2011 (22.32 GSD, formal long-sleeve shirt); trousers, hoodie, dress, jeans: Online Clothing Study's
// per-garment ranges (trousers 25-35, hoodie 15-20, basic dress 20-30, 5-pocket jeans 22-30); jacket and padded jacket:
// from the jacket breakdown (textileengineering.net, lined casual jacket) with quilting added (argued, not quoted);
// sweater: fully fashioned, linking and knitting labour (argued, not quoted).
export const PUBLISHED_RANGES: Record<string, PublishedRange> = {
  tee: { min: 6, max: 9, source: 'Rahman et al. 2014; Howlader et al. 2015' },
  'long-sleeve': { min: 6, max: 10, source: 'argued: the tee range with long sleeves' },
  polo: { min: 10, max: 16, source: 'argued: the tee range with a polo collar and placket' },
  shirt: { min: 18, max: 25, source: 'Sarkar 2011 (GSD, 22.32 min)' },
  pants: { min: 25, max: 35, source: 'Online Clothing Study (trousers)' },
  jeans: { min: 22, max: 30, source: 'Online Clothing Study (5-pocket jeans)' },
  dress: { min: 20, max: 30, source: 'Online Clothing Study (basic dress)' },
  hoodie: { min: 15, max: 20, source: 'Online Clothing Study (hoodie)' },
  jacket: {
    min: 25,
    max: 45,
    source:
      'argued from the jacket breakdown (textileengineering.net); no published whole-garment range found',
  },
  'padded-jacket': {
    min: 25,
    max: 55,
    source: 'argued: the jacket breakdown plus quilting; no published whole-garment range found',
  },
  sweater: { min: 15, max: 30, source: 'fully fashioned: linking and knitting labour (argued range)' },
  // no published whole-garment range found: placed between the published ones by their operations (argued)
  sweatshirt: { min: 8, max: 14, source: 'argued: a long-sleeve tee with rib cuffs and hem' },
  joggers: { min: 12, max: 18, source: 'argued: trousers without fly, waistband or pocket bags' },
  skirt: { min: 12, max: 20, source: 'argued: the lower half of a dress with its waistband' },
  shorts: { min: 18, max: 28, source: 'argued: trousers with short legs' },
  vest: { min: 20, max: 40, source: 'argued: a jacket without sleeves' },
};

const r3 = (n: number) => Math.round(n * 1000) / 1000;

/** What a construction line is: a sewing operation, a cutting instruction, machine knitting, or a note. */
export function operationKind(operation: string): 'sewing' | 'cutting' | 'knitting' | 'note' {
  const t = operation.trim();
  if (/^cutting:/i.test(t)) return 'cutting';
  if (/^knit panels/i.test(t)) return 'knitting';
  if (/^pull-on\b|^no (zip|opening)\b|: knitted on$/i.test(t)) return 'note';
  return 'sewing';
}

const el = (e: BulletinElement) => ({ name: e[0], machine: e[1], smv: e[2] });

/** How many darts a darts operation sews, read from its placement ('bust and waist, front and back': 6). */
function dartCount(operation: string): number {
  const t = operation.toLowerCase();
  const sides = /front and back/.test(t) ? 2 : 1;
  return (/bust/.test(t) ? 2 : 0) + (/waist/.test(t) ? 2 * sides : 0) || 2;
}

/** The elements of one sewing operation (table, then the fabric's seam and hem, then the default single seam). */
export function bulletinElements(
  operation: string,
  garment: BulletinGarment = {},
): { elements: BulletinOperationLine['elements']; matched: boolean } {
  const darts = /^darts/i.test(operation) ? dartCount(operation) : 0;
  if (darts)
    return {
      elements: [
        ['Mark darts', 'Helper', 0.05],
        ['Sew darts', 'SNLS', 0.15],
        ['Press darts', 'Iron', 0.05],
      ].map(([n, m, t]) => ({
        name: `${n} (${darts})`,
        machine: m as string,
        smv: r3((t as number) * darts),
      })),
      matched: true,
    };
  const hit = BULLETIN_TABLE.find((e) => e.match.test(operation));
  if (hit) return { elements: hit.elements.map(el), matched: true };
  const knit = garment.knit === true;
  const seam = SEAM_MINUTES.find((e) => e.match.test(operation));
  if (seam) {
    // a dress's side seams run to the hem: half as long again as a top's
    const minutes =
      (knit ? seam.knit : seam.woven) * (garment.kind === 'dress' && /^side/i.test(operation) ? 1.5 : 1);
    if (knit) return { elements: [{ name: operation, machine: 'OL', smv: r3(minutes) }], matched: true };
    const neaten = r3(minutes * 0.45);
    return {
      elements: [
        { name: `${operation}: neaten edges`, machine: 'OL', smv: neaten },
        { name: `${operation}: stitch`, machine: 'SNLS', smv: r3(minutes - neaten) },
      ],
      matched: true,
    };
  }
  const hem = HEM_MINUTES.find((e) => e.match.test(operation));
  if (hem) {
    // a skirt or dress hem runs round the whole skirt (twice a top's) and is blind-stitched
    const long =
      (garment.kind === 'dress' || garment.kind === 'skirt') && !/sleeve/i.test(operation) ? 2.4 : 1;
    return {
      elements: [
        { name: operation, machine: knit ? hem.machine.knit : hem.machine.woven, smv: r3(hem.smv * long) },
      ],
      matched: true,
    };
  }
  return {
    elements: [{ name: operation, machine: knit ? 'OL' : 'SNLS', smv: DEFAULT_ELEMENT_SMV }],
    matched: false,
  };
}

// Finishing minutes per garment class (pressing is a style's own; trimming and inspection grow with its operations).
// Estimates sized against the shirt breakdown's crease elements (0.3-0.6 min a part) and its fold-and-pack.
const PRESS_MINUTES: Record<string, number> = {
  tee: 0.4,
  'long-sleeve': 0.45,
  polo: 0.7,
  sweater: 1.2,
  hoodie: 0.6,
  sweatshirt: 0.6,
  shirt: 1.2,
  jacket: 2.2,
  vest: 1.4,
  dress: 2.0,
  skirt: 1.2,
  pants: 2.4,
  jeans: 1.0,
  joggers: 0.6,
  shorts: 1.2,
};
const PACK_MINUTES: Record<string, number> = {
  tee: 0.5,
  'long-sleeve': 0.5,
  shirt: 0.8,
  jacket: 0.8,
  vest: 0.7,
  dress: 0.8,
};

export function publishedRangeFor(garment: BulletinGarment): PublishedRange | undefined {
  if (garment.kind === 'jacket' && garment.padded) return PUBLISHED_RANGES['padded-jacket'];
  return garment.kind ? PUBLISHED_RANGES[garment.kind] : undefined;
}

export interface BulletinInput {
  operations: string[];
  operationComponents?: (string | undefined)[];
  garment?: BulletinGarment;
}

/** The style's operation bulletin: sewing operations with their elements, handling, allowances, cutting and finishing. */
export function operationBulletin(input: BulletinInput): OperationBulletin {
  const g = input.garment ?? {};
  const sewing: BulletinOperationLine[] = [];
  let matched = false;
  let knitting: OperationBulletin['knitting'];
  input.operations.forEach((op, i) => {
    const kind = operationKind(op);
    if (kind === 'cutting') matched = true;
    if (kind === 'knitting')
      knitting = { item: 'Knitting (flat machines, per knitter)', minutes: KNITTING_SMV };
    if (kind !== 'sewing') return;
    const { elements, matched: inTable } = bulletinElements(op, g);
    const component = input.operationComponents?.[i];
    sewing.push({
      operation: op,
      ...(component ? { component } : {}),
      elements,
      smv: r3(elements.reduce((s, e) => s + e.smv, 0)),
      matched: inTable,
    });
  });
  const sewingMinutes = r3(sewing.reduce((s, o) => s + o.smv, 0));
  const handling = {
    perOperation: HANDLING_SMV_PER_OPERATION,
    minutes: r3(sewing.length * HANDLING_SMV_PER_OPERATION),
  };
  const allowance = {
    percent: ALLOWANCE_PERCENT,
    minutes: r3(((sewingMinutes + handling.minutes) * ALLOWANCE_PERCENT) / 100),
  };
  // fully fashioned panels are knitted to shape: nothing to cut
  const cutMinutes = knitting
    ? 0
    : r3(
        (CUTTING_BASE_SMV + CUTTING_PER_OPERATION_SMV * sewing.length) *
          (matched ? MATCHED_CUTTING_FACTOR : 1),
      );
  const cutting = {
    minutes: cutMinutes,
    matched,
    item: knitting
      ? 'Cutting: none (panels knitted to shape)'
      : matched
        ? 'Cutting (spreading, cutting, bundling; pattern matched)'
        : 'Cutting (spreading, cutting, bundling)',
  };
  const kind = g.kind ?? '';
  const finishing: OperationBulletin['finishing'] = [
    { ref: 'TRM', item: 'Thread trimming', minutes: r3(0.15 + 0.04 * sewing.length) },
    {
      ref: 'PRS',
      item: knitting
        ? 'Washing, steaming and blocking to size'
        : g.padded
          ? 'Steaming (no press on the padded shell)'
          : 'Pressing',
      minutes: g.padded ? 0.8 : (PRESS_MINUTES[kind] ?? (g.knit ? 0.6 : 1.4)),
    },
    { ref: 'INS', item: 'Inspection', minutes: r3(0.25 + 0.03 * sewing.length) },
    { ref: 'PCK', item: 'Fold, tag and pack', minutes: PACK_MINUTES[kind] ?? 0.6 },
  ];
  const totalMinutes = r3(
    sewingMinutes +
      handling.minutes +
      allowance.minutes +
      cutting.minutes +
      (knitting?.minutes ?? 0) +
      finishing.reduce((s, f) => s + f.minutes, 0),
  );
  const range = publishedRangeFor(g);
  return {
    sewing,
    ...(knitting ? { knitting } : {}),
    sewingMinutes,
    handling,
    allowance,
    cutting,
    finishing,
    totalMinutes,
    ...(range ? { range } : {}),
  };
}
