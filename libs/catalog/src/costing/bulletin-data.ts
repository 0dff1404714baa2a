// The operation bulletin's table: each construction operation the garment grammar writes, broken down into the
// elements a factory's industrial engineer lists (machine and standard minutes per element, per garment).
//
// Where the element minutes come from (published operation breakdowns; our elements are named and grouped after them,
// values rounded to two decimals and read as basic minutes before allowances):
//  [SHIRT]  P. Sarkar, "Operation breakdown and SAM of the full sleeve formal men's shirt", Online Clothing Study,
//           17 Dec 2011 (GSD-timed at an Indian exporter, 22.32 min): run stitch collar 0.22, trim 0.29, turn 0.22,
//           top stitch collar 0.42, run stitch band 0.29, insert collar in band 0.80, cuff hem 0.50, run 0.57, trim and
//           turn 0.89, sleeve placket 0.80, lock and diamond 1.03, pleats 0.39, front placket 0.60, yoke attach 0.45.
//           Cross-checked with "Operation breakdown and SAM of men's full sleeve formal shirt" (fashion2apparel.com).
//  [TROUS]  "Operation breakdown and SMV of a trouser" (textileblog.com): pocket facing 0.35, facing to bag 0.45, bag
//           close 0.55, turn and topstitch 0.50, bag attach 0.60, trim and turn 0.40, topstitch 0.55, inside fly 0.35,
//           zip to fly 0.45, J-stitch 0.45, front rise 0.40, fly bartack 0.10, waistband joint 0.35, run stitch 0.60,
//           loop making 0.35.
//  [JACKET] "Operation breakdown and SMV of a jacket" (textileengineering.net): cuff run with lining 0.70, edge stitch
//           0.65, topstitch 0.60, sleeve panel top 0.75, welt (bone) pocket 0.25-0.50 per element (~3.5 a pair).
//  [TEE]    H. Rahman et al., "Effective way to estimate the SMV of a T-shirt by work study", European Scientific
//           Journal 10(30), 2014; M. R. Howlader et al., "Practically observation of SMV of T-shirt", IJECS 4(3), 2015:
//           shoulder join ~0.3, neck rib join and attach ~0.6, sleeve attach ~0.9, side seams ~0.9, hems 0.5-0.6.
//  [EST]    no published element: sized against the nearest published element of the same machine and seam length
//           (an argued estimate, marked in the table).
// Machines: SNLS single-needle lockstitch, DNLS double-needle lockstitch, OL overlock (3/4/5-thread), FL flatlock /
// coverstitch, KS multi-needle chainstitch (kansai), BH buttonhole, BS button sew, BT bartack, Iron, Helper (manual),
// Linking (a linking machine, point to point).

import rows from './bulletin-data.json';

export type BulletinElement = readonly [name: string, machine: string, smv: number];

export interface BulletinEntry {
  match: RegExp; // against the construction operation's name
  elements: readonly BulletinElement[];
}

// First match wins: the more specific patterns come first. Knit and woven variants of a seam are told apart by the
// operation's stitch (the grammar's ISO stitch: 514 overlock for knits, 301 lockstitch for wovens).
// The table lives as data in ./bulletin-data.json, in that order: each row's `group` names the garment breakdown its
// minutes are read from (the bracketed source above, [EST] for an argued estimate), `match` is the pattern (case
// insensitive) for the construction operation's name, `elements` the [name, machine, minutes] the operation takes.
interface BulletinRow {
  group: string;
  match: string;
  elements: [string, string, number][];
}

export const BULLETIN_TABLE: readonly BulletinEntry[] = (rows as BulletinRow[]).map(
  ({ match, elements }) => ({
    match: new RegExp(match, 'i'),
    elements,
  }),
);

// Seams whose elements follow the fabric (a knit seam is one overlock pass, a woven one is neatened and stitched).
export const SEAM_MINUTES: readonly { match: RegExp; knit: number; woven: number }[] = [
  { match: /^shoulder seams?/i, knit: 0.35, woven: 0.6 },
  { match: /^sleeve attach/i, knit: 0.9, woven: 1.5 },
  { match: /^side seams? and underarm/i, knit: 1.0, woven: 1.4 },
  { match: /^side seams?/i, knit: 0.8, woven: 1.2 },
  { match: /^inseam/i, knit: 0.9, woven: 1.4 },
  { match: /^outseam/i, knit: 0.9, woven: 1.5 },
  { match: /^seat|^back rise/i, knit: 0.5, woven: 0.9 },
];
export const HEM_MINUTES: readonly {
  match: RegExp;
  smv: number;
  machine: { knit: string; woven: string };
}[] = [
  { match: /^sleeve hem/i, smv: 0.5, machine: { knit: 'FL', woven: 'SNLS' } },
  { match: /^leg hem/i, smv: 0.8, machine: { knit: 'FL', woven: 'SNLS' } },
  { match: /^body hem|^hem$/i, smv: 0.5, machine: { knit: 'FL', woven: 'SNLS' } },
];
