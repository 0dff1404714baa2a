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

export type BulletinElement = readonly [name: string, machine: string, smv: number];

export interface BulletinEntry {
  match: RegExp; // against the construction operation's name
  elements: readonly BulletinElement[];
}

// First match wins: the more specific patterns come first. Knit and woven variants of a seam are told apart by the
// operation's stitch (the grammar's ISO stitch: 514 overlock for knits, 301 lockstitch for wovens).
export const BULLETIN_TABLE: readonly BulletinEntry[] = [
  // shirt [SHIRT]
  { match: /^collar make and attach/i, elements: [['Run stitch collar', 'SNLS', 0.22], ['Trim and turn collar', 'Helper', 0.51], ['Crease collar', 'Iron', 0.38], ['Topstitch collar', 'SNLS', 0.42], ['Run stitch collar band', 'SNLS', 0.29], ['Crease band', 'Iron', 0.32], ['Insert collar in band', 'SNLS', 0.8], ['Attach collar to neck', 'SNLS', 0.65], ['Close collar band', 'SNLS', 0.6]] },
  { match: /^cuffs? and sleeve plackets?/i, elements: [['Hem cuffs', 'SNLS', 0.5], ['Run stitch cuffs', 'SNLS', 0.57], ['Trim and turn cuffs', 'Helper', 0.89], ['Crease cuffs', 'Iron', 0.57], ['Attach sleeve plackets', 'SNLS', 0.8], ['Lock and make diamond', 'SNLS', 1.03], ['Sew sleeve pleats', 'SNLS', 0.39], ['Attach cuffs to sleeves', 'SNLS', 1.1], ['Cuff buttonholes and buttons', 'BH / BS', 0.4]] },
  { match: /^front placket$/i, elements: [['Hem right front', 'SNLS', 0.49], ['Attach front placket', 'SNLS', 0.6], ['Front buttonholes', 'BH', 0.35], ['Front buttons', 'BS', 0.35]] },
  { match: /placket \(partial\)|^zip placket/i, elements: [['Attach placket', 'SNLS', 0.6], ['Close and box placket', 'SNLS', 0.55], ['Buttonholes and buttons', 'BH / BS', 0.3]] },
  { match: /^front placket with snaps/i, elements: [['Attach front placket', 'SNLS', 0.6], ['Set snaps', 'Press', 0.4]] },
  { match: /back yoke/i, elements: [['Sew box pleat', 'SNLS', 0.28], ['Attach yoke (double)', 'SNLS', 0.45], ['Topstitch yoke', 'SNLS', 0.43]] },
  // trousers [TROUS]
  { match: /^inset pockets|^front scoop pockets/i, elements: [['Overlock pocket facings', 'OL', 0.35], ['Attach facings to pocket bags', 'SNLS', 0.45], ['Close pocket bags', 'SNLS', 0.55], ['Turn and topstitch pocket bags', 'SNLS', 0.5], ['Attach pocket bags to fronts', 'SNLS', 0.6], ['Trim and turn', 'Helper', 0.4], ['Topstitch pocket mouths', 'DNLS', 0.55], ['Stay-stitch pockets at waist and side', 'SNLS', 0.5]] },
  { match: /^fly and front rise/i, elements: [['Overlock fly pieces', 'OL', 0.35], ['Attach zip to fly', 'SNLS', 0.45], ['Attach inside fly', 'SNLS', 0.4], ['Finish zip', 'SNLS', 0.45], ['Attach J-fly and topstitch', 'SNLS', 0.55], ['J-stitch', 'DNLS', 0.45], ['Join front rise', 'OL', 0.4], ['Bartack fly', 'BT', 0.1]] },
  { match: /^waistband attach \(bodice|^waist seam/i, elements: [['Join bodice to skirt', 'SNLS', 0.8], ['Neaten waist seam', 'OL', 0.45], ['Stay-tape waist', 'SNLS', 0.35]] },
  { match: /^waistband attach/i, elements: [['Join waistband', 'SNLS', 0.35], ['Fuse and crease waistband', 'Iron', 0.45], ['Run stitch waistband ends', 'SNLS', 0.6], ['Trim and turn', 'Helper', 0.4], ['Attach waistband', 'SNLS', 1.1], ['Close waistband (stitch in the ditch)', 'SNLS', 0.6], ['Waistband buttonhole and button', 'BH / BS', 0.3]] },
  { match: /^belt loops/i, elements: [['Make loop strip', 'KS', 0.35], ['Cut loops', 'Helper', 0.3], ['Attach loops', 'SNLS', 0.8], ['Bartack loops', 'BT', 0.4]] },
  { match: /^elastic waistband/i, elements: [['Join waistband', 'OL', 0.3], ['Join elastic', 'SNLS', 0.3], ['Attach waistband with elastic', 'OL', 0.9], ['Topstitch channel', 'KS', 0.6]] },
  { match: /^waist drawcord/i, elements: [['Set eyelets', 'Press', 0.3], ['Thread drawcord', 'Helper', 0.35], ['Bartack cord at centre back', 'BT', 0.15]] },
  { match: /^invisible zip/i, elements: [['Neaten zip seam', 'OL', 0.4], ['Insert invisible zip', 'SNLS', 0.9], ['Close seam below zip', 'SNLS', 0.45], ['Hook and bar / zip tab', 'SNLS', 0.25]] },
  { match: /^patch pockets/i, elements: [['Hem pocket mouths', 'SNLS', 0.28], ['Crease pockets', 'Iron', 0.54], ['Attach pockets', 'SNLS', 0.86], ['Bartack pocket corners', 'BT', 0.2]] },
  { match: /^rivets and back yoke/i, elements: [['Attach back yoke', 'KS', 0.55], ['Set rivets', 'Press', 0.4]] },
  { match: /^cargo pockets/i, elements: [['Make flaps', 'SNLS', 0.9], ['Make bellows pockets', 'SNLS', 1.2], ['Attach pockets and flaps', 'SNLS', 1.4], ['Snaps and bartacks', 'Press / BT', 0.5]] },
  { match: /^kangaroo/i, elements: [['Hem hand openings', 'FL', 0.6], ['Crease pocket', 'Iron', 0.3], ['Attach and topstitch pocket', 'FL', 1.3], ['Tack pocket into hem seam', 'SNLS', 0.2], ['Bartack pocket corners', 'BT', 0.2]] },
  { match: /^gathered skirt/i, elements: [['Gathering rows', 'SNLS', 0.7], ['Draw up and distribute gathers', 'Helper', 0.6]] },
  { match: /^gathered tiers/i, elements: [['Join tier panels', 'OL', 0.6], ['Gathering rows', 'SNLS', 0.8], ['Attach tiers', 'SNLS', 1.2], ['Neaten tier seams', 'OL', 0.6]] },
  { match: /^pleats/i, elements: [['Form and press pleats', 'Iron', 0.8], ['Stitch pleats down', 'SNLS', 0.7]] },
  { match: /^back vent/i, elements: [['Make vent', 'SNLS', 0.6], ['Mitre and bartack vent', 'SNLS', 0.4]] },
  // jackets [JACKET]
  { match: /^lining make and bag out/i, elements: [['Lining shoulders and side seams', 'SNLS', 1.2], ['Lining sleeves', 'SNLS', 0.9], ['Attach lining to facings', 'SNLS', 1.4], ['Bag out (hem and sleeve ends)', 'SNLS', 1.3], ['Turn and close lining', 'SNLS', 0.6]] },
  { match: /^quilting \(pre-quilted/i, elements: [['Match quilting channels at seams', 'Helper', 1.4], ['Tack channel ends', 'SNLS', 1.2]] },
  { match: /^quilting/i, elements: [['Layer shell, wadding and lining', 'Helper', 1.2], ['Quilt body panels', 'SNLS', 3.2], ['Quilt sleeves', 'SNLS', 2.0]] },
  { match: /^front zip attach/i, elements: [['Attach zip guard', 'SNLS', 0.5], ['Attach zip', 'SNLS', 0.9], ['Topstitch zip', 'SNLS', 0.7], ['Bartack zip ends', 'BT', 0.15]] },
  { match: /^collar and lapels/i, elements: [['Run stitch collar', 'SNLS', 0.7], ['Trim and turn', 'Helper', 0.45], ['Attach collar and lapels', 'SNLS', 1.4], ['Edge stitch', 'SNLS', 0.65]] },
  { match: /^collar attach/i, elements: [['Run stitch collar', 'SNLS', 0.5], ['Trim and turn', 'Helper', 0.4], ['Attach collar', 'SNLS', 0.8], ['Topstitch collar', 'SNLS', 0.5]] },
  { match: /^sleeve end \(elastic/i, elements: [['Join binding', 'SNLS', 0.2], ['Attach elastic binding', 'SNLS', 0.9]] },
  { match: /^hem \(elastic binding/i, elements: [['Join binding', 'SNLS', 0.2], ['Attach elastic binding', 'SNLS', 1.0]] },
  // hoods
  { match: /^hood centre/i, elements: [['Join hood centre', 'OL', 0.35], ['Topstitch hood centre', 'FL', 0.4]] },
  { match: /^hood attach/i, elements: [['Attach hood', 'OL', 0.6], ['Back neck tape', 'SNLS', 0.5]] },
  { match: /^hood edge/i, elements: [['Set eyelets', 'Press', 0.3], ['Turn and stitch channel', 'FL', 0.7], ['Thread drawcord and bartack', 'Helper / BT', 0.4]] },
  // knit tops [TEE]
  { match: /^neckband attach/i, elements: [['Join neck rib', 'SNLS', 0.2], ['Attach neck rib', 'OL', 0.45]] },
  { match: /^back neck tape/i, elements: [['Back neck tape', 'FL', 0.4]] },
  { match: /^neckline finishing/i, elements: [['Stay-stitch neckline', 'SNLS', 0.3], ['Fuse and neaten facings', 'OL', 0.45], ['Join facings', 'SNLS', 0.3], ['Attach facing', 'SNLS', 0.7], ['Understitch facing', 'SNLS', 0.55], ['Trim, turn and tack facing', 'Helper', 0.5]] },
  { match: /^cuff rib attach/i, elements: [['Join cuff ribs', 'SNLS', 0.3], ['Attach cuff ribs', 'OL', 0.7]] },
  { match: /^hem rib attach/i, elements: [['Join hem rib', 'SNLS', 0.2], ['Attach hem rib', 'OL', 0.7]] },
  { match: /^leg cuff rib attach/i, elements: [['Join leg cuffs', 'SNLS', 0.3], ['Attach leg cuffs', 'OL', 0.7]] },
  { match: /^armhole finishing/i, elements: [['Attach armhole binding', 'FL', 0.8], ['Tack binding ends', 'SNLS', 0.2]] },
  { match: /^wrap front ties/i, elements: [['Make ties', 'SNLS', 0.7], ['Turn ties', 'Helper', 0.4], ['Attach ties and loops', 'SNLS', 0.6]] },
  { match: /^mesh liner/i, elements: [['Bind liner legs', 'FL', 0.7], ['Attach liner at waist', 'OL', 0.5]] },
  { match: /^labels attach/i, elements: [['Attach main and size label', 'SNLS', 0.24], ['Attach care label', 'SNLS', 0.12]] },
  // fully fashioned knitwear: linking and mending instead of cut-and-sew seams [EST]
  { match: /^linking: shoulders/i, elements: [['Link shoulders', 'Linking', 0.9]] },
  { match: /^linking: sleeves/i, elements: [['Link sleeves to body', 'Linking', 2.2]] },
  { match: /^linking: neck rib/i, elements: [['Link neck rib', 'Linking', 1.6]] },
  { match: /^linking: collar/i, elements: [['Link collar', 'Linking', 1.4]] },
  { match: /^linking: armhole/i, elements: [['Link armhole ribs', 'Linking', 1.4]] },
  { match: /^mattress stitch/i, elements: [['Mattress-stitch side and sleeve seams', 'Linking', 2.0], ['Darn in yarn ends', 'Helper', 1.2], ['Mend and check panels', 'Helper', 1.0]] },
  { match: /^linking/i, elements: [['Link shoulders', 'Linking', 0.9], ['Link sleeves to body', 'Linking', 2.2], ['Link neck rib', 'Linking', 1.6], ['Mattress-stitch side and sleeve seams', 'Linking', 2.0], ['Darn in yarn ends', 'Helper', 1.2], ['Mend and check panels', 'Helper', 1.0]] },
];

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
export const HEM_MINUTES: readonly { match: RegExp; smv: number; machine: { knit: string; woven: string } }[] = [
  { match: /^sleeve hem/i, smv: 0.5, machine: { knit: 'FL', woven: 'SNLS' } },
  { match: /^leg hem/i, smv: 0.8, machine: { knit: 'FL', woven: 'SNLS' } },
  { match: /^body hem|^hem$/i, smv: 0.5, machine: { knit: 'FL', woven: 'SNLS' } },
];
