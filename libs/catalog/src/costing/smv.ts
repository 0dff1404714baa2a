// Standard minute values (SMV, also called SAM) per sewing operation of the garment grammar's construction list.
//
// Where the figures come from (the values are rounded, per garment, from these published breakdowns):
//  - T-shirt: H. Rahman, P. K. Roy, R. Karim, P. K. Biswas, "Effective way to estimate the standard minute value (SMV)
//    of a T-shirt by work study", European Scientific Journal 10(30), Oct 2014, pp. 196-203; and M. R. Howlader et al.,
//    "Practically observation of standard minute value of T-shirt", IJECS 4(3), Mar 2015, pp. 10685-10689. Both time a
//    basic crew-neck tee at about 4-7 sewing minutes: shoulder join ~0.3, neck rib ~0.5-0.6, sleeve attach ~0.9 (pair),
//    side seam ~0.9, sleeve hem ~0.6, body hem ~0.5.
//  - Woven shirt: P. Sarkar, "Operation breakdown and SAM of the full sleeve formal men's shirt" (Online Clothing Study,
//    2011; GSD-timed at an Indian exporter): 22.32 min for ~40 operations; collar make ~2.6, cuffs and plackets ~5.5,
//    front placket ~1.1, sleeve attach ~1.4, side seams ~1.2.
//  - Trousers, jeans, hoodies, dresses, jackets: the same practice's published ranges per garment (basic 5-pocket jeans
//    22-30 min, trousers 25-35, hoodie 15-20, basic dress 20-30), split over the operations below in proportion to
//    the seam length and part count each one involves (an argued split, not a time study).
// A factory's own SMV for a style replaces these (price override of the CMT lines); they are estimates.

export interface SmvEntry {
  match: RegExp; // against the operation name the grammar writes ('Shoulder seams', 'Collar make and attach', ...)
  smv: number; // minutes per garment
}

// First match wins: the more specific patterns come first.
export const SMV_TABLE: readonly SmvEntry[] = [
  { match: /quilting/i, smv: 6.0 },
  { match: /lining make|bag out/i, smv: 5.5 },
  { match: /collar make/i, smv: 2.6 },
  { match: /collar attach/i, smv: 1.2 },
  { match: /cuffs? and sleeve plackets?/i, smv: 5.5 },
  { match: /cargo pockets?/i, smv: 3.2 },
  { match: /inset pockets?|welt/i, smv: 3.0 },
  { match: /kangaroo/i, smv: 1.6 },
  { match: /patch pockets?/i, smv: 1.4 },
  { match: /fly and front rise|fly/i, smv: 2.4 },
  { match: /rivets|back yoke/i, smv: 1.5 },
  { match: /front zip|zip attach/i, smv: 1.8 },
  { match: /invisible zip/i, smv: 1.4 },
  { match: /placket/i, smv: 1.1 },
  { match: /hood attach/i, smv: 0.9 },
  { match: /hood centre/i, smv: 0.5 },
  { match: /hood edge|drawcord channel/i, smv: 0.9 },
  { match: /waistband attach/i, smv: 1.6 },
  { match: /elastic waistband|casing/i, smv: 1.3 },
  { match: /belt loops?/i, smv: 1.0 },
  { match: /neckband|neck rib|neckline/i, smv: 0.6 },
  { match: /back neck tape/i, smv: 0.4 },
  { match: /shoulder/i, smv: 0.3 },
  { match: /sleeve attach|set-in|raglan/i, smv: 0.9 },
  { match: /armhole/i, smv: 0.8 },
  { match: /side seams? and underarm/i, smv: 0.9 },
  { match: /side seam/i, smv: 0.8 },
  { match: /inseam/i, smv: 0.9 },
  { match: /outseam/i, smv: 1.0 },
  { match: /seat|back rise/i, smv: 0.6 },
  { match: /cuff rib|leg cuff|hem rib|rib attach/i, smv: 0.8 },
  { match: /sleeve hem|sleeve end/i, smv: 0.6 },
  { match: /leg hem/i, smv: 0.6 },
  { match: /body hem|^hem/i, smv: 0.5 },
  { match: /ties|wrap/i, smv: 1.2 },
  { match: /dart/i, smv: 0.5 },
  // operations a component brings (labels, drawcords, gathers, pleats, vents, liners): estimates in proportion to
  // their seam length against the timed operations above, not time studies
  { match: /labels? attach/i, smv: 0.3 },
  { match: /drawcord and eyelets/i, smv: 0.6 },
  { match: /gathered tiers/i, smv: 1.5 },
  { match: /gather/i, smv: 1.0 },
  { match: /waist seam/i, smv: 0.7 },
  { match: /pleat/i, smv: 1.0 },
  { match: /vent/i, smv: 0.8 },
  { match: /liner/i, smv: 1.2 },
];

// An operation the table does not name: the median of a single seam operation in the sources above.
export const DEFAULT_OPERATION_SMV = 0.8;

// Work around the sewing line, per garment: cutting (spreading, cutting, bundling), and finishing (thread trimming,
// pressing, inspection, folding, tagging and packing). Sources as above; cutting ~8-10 % and finishing ~15-20 % of the
// sewing minutes of a basic garment, with a floor for the handling every garment needs.
export const CUTTING_SMV_SHARE = 0.1;
export const CUTTING_SMV_MIN = 0.6;
export const FINISHING_SMV_SHARE = 0.18;
export const FINISHING_SMV_MIN = 1.2;

export function smvOf(operation: string): { smv: number; matched: boolean } {
  const hit = SMV_TABLE.find((e) => e.match.test(operation));
  return hit ? { smv: hit.smv, matched: true } : { smv: DEFAULT_OPERATION_SMV, matched: false };
}

/**
 * What a construction line is for the making cost: a sewing operation, a cutting instruction ("Cutting: stripes
 * matched", costed on the cutting line) or a note that is no operation ("Pull-on (no zip, no darts)": not costed).
 */
export function operationKind(operation: string): 'sewing' | 'cutting' | 'note' {
  if (/^cutting:/i.test(operation.trim())) return 'cutting';
  if (/^pull-on\b|^no (zip|opening)\b/i.test(operation.trim())) return 'note';
  return 'sewing';
}

// Matching stripes or checks at the seams: one more repeat to spread and align per garment; an estimate of a quarter
// more cutting time, not a time study.
export const MATCHED_CUTTING_FACTOR = 1.25;
