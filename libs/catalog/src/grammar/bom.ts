// BOM lines, trims and artwork defaults from the garment, its fabric and its measurements.
import { SIZES, type Size } from '../enums';
import type { Fabric, GarmentKind } from '../fabrics';
import { END_OF_RANGE_FACTOR } from '../grading';
import { perSizeInRange } from '../sizing/grade';
import { SIZE_RANGE_SPECS, type SizeRange } from '../sizing/ranges';
import { trimById } from '../trims';
import { isKnit } from './fabric';
import { preQuilted } from './components';
import { DRESS_LENGTH, RIB_CUFF_KINDS, SKIRT_LENGTH, TOP_LENGTH, round1 } from './poms';
import type { GarmentArtwork, GrammarBomCategory, GrammarBomLine, GrammarFamily, GrammarPom } from './types';

const BASE_CONSUMPTION: Record<GarmentKind, number> = {
  tee: 1.1,
  polo: 1.2,
  'long-sleeve': 1.3,
  sweater: 1.5,
  shirt: 1.6,
  hoodie: 1.8,
  sweatshirt: 1.6,
  jacket: 2.0,
  vest: 1.3,
  dress: 2.2,
  skirt: 1.0,
  pants: 1.4,
  jeans: 1.5,
  joggers: 1.4,
  shorts: 0.8,
};

/** Metres (or m2) at size M scaled per size: +/- 4 % per size step (5 % into XXL). */
export function perSize(atM: number, stepShare = 0.04, decimals = 2): Record<Size, number> {
  const m = SIZES.indexOf('M');
  const f = 10 ** decimals;
  return Object.fromEntries(
    SIZES.map((s, i) => {
      let factor = 1 + (i - m) * stepShare;
      if (i === SIZES.length - 1) factor += stepShare * (END_OF_RANGE_FACTOR - 1);
      return [s, Math.round(atM * factor * f) / f];
    }),
  ) as Record<Size, number>;
}

export function bomFor(kind: GarmentKind, fam: GrammarFamily, v: Record<string, string>, fabric: Fabric, padded: boolean, poms: GrammarPom[], bodyColour: string, range: SizeRange): { bom: GrammarBomLine[]; trims: Record<string, string>; hardware: string; lining: string; trim: string } {
  const bom: GrammarBomLine[] = [];
  const ps = (atBase: number, share = 0.04, decimals = 2) => perSizeInRange(atBase, range, share, decimals);
  const trims: Record<string, string> = {};
  const matched = bodyColour;
  const knit = isKnit(fabric);
  const pomBase = (key: string) => poms.find((p) => p.key === key)?.base;
  let consumption = BASE_CONSUMPTION[kind];
  if (v.sleeve === 'short') consumption -= kind === 'tee' || kind === 'polo' ? 0 : 0.2;
  if (v.sleeve === 'sleeveless') consumption -= 0.3;
  if (v.hood === 'yes' && kind !== 'hoodie') consumption += 0.3;
  if (fam === 'top' || fam === 'outerwear') consumption *= TOP_LENGTH[v.length ?? 'hip'] ?? 1;
  if (fam === 'dress') consumption *= (DRESS_LENGTH[v.length ?? 'knee'] ?? 98) / 98;
  if (fam === 'skirt') consumption *= (SKIRT_LENGTH[v.length ?? 'knee'] ?? 58) / 58;
  const width = fabric.widthCm || 150;
  const leather = fabric.family === 'leather';
  const main = leather ? Math.round(consumption * 1.5 * 1.2 * 100) / 100 : Math.round(consumption * (150 / width) * 100) / 100;
  bom.push({
    key: 'fabric.main',
    category: 'fabric',
    item: fabric.name,
    description: `${fabric.composition}, ${fabric.gsm} g/m2, ${fabric.construction}${fabric.widthCm ? `, ${fabric.widthCm} cm usable width` : ''}`,
    placement: fam === 'pants' || fam === 'shorts' || fam === 'skirt' ? 'Body, waistband, pocket facings' : v.sleeve === 'sleeveless' ? 'Body' : 'Body, sleeves' + (v.hood === 'yes' ? ', hood' : ''),
    color: bodyColour,
    quantity: main,
    unit: leather ? 'm2 (hide, 20 % cutting loss)' : `m (${width} cm width)`,
    quantityBySize: ps(main),
  });
  let lining = 'none';
  if (padded || (kind === 'jacket' && !knit && !leather) || (leather && (kind === 'jacket' || kind === 'vest'))) {
    lining = 'polyester-lining';
    const l = trimById('lining-taffeta');
    const q = Math.round(main * (leather ? 0.6 : 0.9) * 100) / 100;
    bom.push({ key: 'lining.body', category: 'lining', item: l.name, description: l.spec, placement: 'Body' + (v.sleeve === 'sleeveless' ? '' : ', sleeves') + (v.hood === 'yes' ? ', hood' : ''), color: matched, quantity: q, unit: 'm (150 cm width)', quantityBySize: ps(q) });
  }
  // a pre-quilted shell already carries its wadding: no second wadding line
  if (padded && !preQuilted(fabric)) {
    const w = trimById(kind === 'vest' ? 'wadding-120' : 'wadding-160');
    const area = Math.round(main * 1.4 * 0.9 * 100) / 100;
    bom.push({ key: 'trim.wadding', category: 'trim', item: w.name, description: w.spec, placement: 'Between shell and lining, all quilted panels', color: 'White', quantity: area, unit: 'm2', quantityBySize: ps(area) });
    trims.wadding = `${w.spec}, ${area} m2 at size M`;
  }
  const add = (key: string, category: GrammarBomCategory, trimId: string, placement: string, quantity: number, color: string, extra = '', bySize = false) => {
    const tr = trimById(trimId);
    bom.push({ key, category, item: tr.name, description: tr.spec + (extra ? `, ${extra}` : ''), placement, color, quantity, unit: tr.unit === 'pcs' ? 'pcs' : tr.unit, ...(bySize ? { quantityBySize: ps(quantity, 0.05) } : {}) });
    trims[key.replace(/^(trim|hardware)\./, '')] = `${tr.spec}${extra ? `, ${extra}` : ''}: ${quantity} ${tr.unit} (${placement})`;
  };
  let hardware = 'none';
  let trim = 'none';
  // ribs
  const ribNeck = knit && !['point', 'camp', 'polo', 'stand', 'lapel'].includes(v.collar ?? '') && v.hood !== 'yes' && v.neckline !== 'strapless' && (fam === 'top' || fam === 'dress');
  const ribCuffs = v.sleeve === 'long' && (RIB_CUFF_KINDS.includes(kind) || (kind === 'jacket' && knit));
  // one rib line per component it finishes (neckband, cuffs, hem band, leg cuffs): each is cut and ordered on its own
  const ribId = RIB_CUFF_KINDS.includes(kind) || kind === 'joggers' ? 'rib-2x2' : 'rib-1x1';
  if (ribNeck) add('trim.rib', 'trim', ribId, 'Neckband', 0.1, matched);
  if (ribCuffs || kind === 'joggers') add('trim.ribCuffs', 'trim', ribId, kind === 'joggers' ? 'Leg cuffs' : 'Cuffs', 0.15, matched);
  if (RIB_CUFF_KINDS.includes(kind)) add('trim.ribHem', 'trim', ribId, 'Hem band', 0.25, matched);
  if (ribNeck || ribCuffs || RIB_CUFF_KINDS.includes(kind) || kind === 'joggers') trim = 'cotton-ribbing';
  if (knit && (fam === 'top' || fam === 'dress') && v.neckline !== 'strapless') add('trim.tape', 'trim', 'tape-twill-10', 'Back neck and shoulders', 0.5, matched);
  if (!knit && !leather && v.sleeve === 'sleeveless' && !padded && kind !== 'vest') {
    add('trim.binding', 'trim', 'tape-bias-12', 'Armholes', 1.0, matched);
    trim = 'bias-tape';
  }
  // hood
  if (v.hood === 'yes') {
    add('trim.drawcord', 'trim', padded || kind === 'jacket' || kind === 'vest' ? 'drawcord-round-5' : 'drawcord-flat-10', 'Hood channel', 1.4, matched, 'length 140 cm finished');
    if (padded || kind === 'jacket' || kind === 'vest') add('trim.stoppers', 'trim', 'stopper-1hole', 'Hood cord ends', 2, 'Black');
    add('trim.eyelets', 'hardware', 'eyelet-10', 'Hood front, either side of centre', 2, 'Gunmetal');
    if (hardware === 'none') hardware = 'metal-grommets';
  }
  // collars and plackets
  if (['point', 'camp', 'stand', 'lapel'].includes(v.collar ?? '') && !knit && !leather) add('trim.interlining', 'trim', 'interlining-woven', kind === 'shirt' ? `Collar, band, placket${v.sleeve === 'long' ? ', cuffs' : ''}` : 'Collar and facings', 0.5, 'White');
  // closures
  const fc = v.front_closure ?? 'none';
  const upper = fam === 'top' || fam === 'outerwear' || fam === 'dress';
  if (upper && fc === 'zip-full') {
    const zl = Math.round(pomBase('zipLength') ?? 66);
    const zid = padded || kind === 'jacket' || kind === 'vest' ? (leather ? 'zip-metal-5-open' : 'zip-vislon-5-open') : 'zip-coil-5-open';
    add('hardware.zip', 'hardware', zid, 'Centre front', 1, matched, `${zl} cm at size ${SIZE_RANGE_SPECS[range].baseSize}, graded with body length`);
    hardware = 'zipper';
  }
  if (upper && fc === 'zip-partial') {
    add('hardware.zip', 'hardware', 'zip-coil-3-closed', 'Centre front placket', 1, matched, '18 cm');
    hardware = 'zipper';
  }
  if (upper && fc === 'buttons-full') {
    const n = Math.max(5, Math.round(((pomBase('length') ?? 72) - 10) / 9));
    const cuffs = v.sleeve === 'long' && kind === 'shirt' ? 2 : 0;
    const big = kind === 'jacket' || kind === 'vest';
    add('hardware.buttons', 'hardware', big ? 'button-32L' : 'button-18L', `Centre front x${n}${cuffs ? `, cuffs x${cuffs}` : ''}, spare x1`, n + cuffs + 1, matched);
    hardware = 'plastic-buttons';
  }
  if (upper && fc === 'buttons-partial') {
    add('hardware.buttons', 'hardware', 'button-16L', 'Placket x3, spare x1', 4, matched);
    hardware = 'plastic-buttons';
  }
  if (upper && fc === 'snaps') {
    const n = Math.max(4, Math.round(((pomBase('length') ?? 72) - 10) / 11));
    add('hardware.snaps', 'hardware', 'snap-15', `Centre front x${n}`, n, 'Antique brass');
    hardware = 'metal-buttons';
  }
  // a knit dress pulls on: no zip (wovens need the opening)
  if (kind === 'dress' && fc === 'none' && !knit) {
    add('hardware.zip', 'hardware', 'zip-invisible-3', 'Centre back', 1, matched, `${Math.round((pomBase('length') ?? 98) * 0.55)} cm`);
    hardware = 'zipper';
  }
  // waist
  if (v.waist === 'elastic-or-drawcord') {
    const waistRelaxed = pomBase('waist') ?? 36;
    const elasticM = round1((waistRelaxed * 2 * 0.95) / 100 + 0.02);
    add('trim.elastic', 'trim', 'elastic-35', 'Waistband casing', elasticM, 'White', 'cut length per size', true);
    if (fam !== 'skirt') {
      add('trim.drawcord', 'trim', 'drawcord-flat-10', 'Waistband, out through 2 eyelets at centre front', 1.3, matched, 'length 130 cm finished');
      add('trim.eyelets', 'hardware', 'eyelet-10', 'Waistband centre front', 2, 'Gunmetal');
    }
    trim = 'elastic-band';
  }
  if (v.waist === 'fly-and-waistband') {
    add('hardware.zip', 'hardware', kind === 'jeans' || fabric.construction === 'denim' || fabric.gsm >= 240 ? 'zip-metal-4.5-fly' : 'zip-coil-3-fly', 'Fly', 1, kind === 'jeans' ? 'Antique brass teeth, tape matched' : matched, `${Math.round(pomBase('flyLength') ?? 18)} cm`);
    const denim = kind === 'jeans' || fabric.construction === 'denim';
    add('hardware.buttons', 'hardware', denim ? 'button-shank-27L' : 'button-24L', 'Waistband centre front', 1, denim ? 'Antique brass' : matched);
    // rivets reinforce the front pocket corners: only where there are front pockets (back patch pockets have none)
    if (denim && (kind === 'jeans' || v.pockets === 'inset' || v.pockets === 'cargo')) add('hardware.rivets', 'hardware', 'rivet-9', 'Front pocket corners', kind === 'jeans' ? 6 : 4, 'Antique brass');
    bom.push({ key: 'trim.beltLoops', category: 'trim', item: 'Belt loops (self fabric)', description: 'Self-fabric loops 1.2 x 5 cm finished, bartacked', placement: 'Waistband', color: bodyColour, quantity: kind === 'jeans' ? 5 : fam === 'shorts' ? 5 : 7, unit: 'pcs' });
    trims.beltLoops = `Self-fabric belt loops x${kind === 'jeans' || fam === 'shorts' ? 5 : 7}`;
    hardware = kind === 'jeans' ? 'rivets' : 'metal-buttons';
  }
  // a dress's waistband is a seam of the bodice and skirt: its opening is the dress's own (centre back zip or none)
  if (v.waist === 'plain-waistband' && !upper) {
    add('hardware.zip', 'hardware', 'zip-invisible-3', fam === 'skirt' ? 'Centre back' : 'Side seam', 1, matched, '18 cm');
    add('hardware.hook', 'hardware', 'hook-bar', 'Waistband above zip', 1, 'Silver');
    add('trim.interlining', 'trim', 'interlining-nonwoven', 'Waistband', 0.2, 'White');
    hardware = 'zipper';
  }
  // swim shorts carry a mesh liner; yarn-dyed checks and stripes are cut to match
  if (kind === 'shorts' && /swim/.test(fabric.id)) bom.push({ key: 'lining.swimLiner', category: 'lining', item: 'Polyester Mesh Liner', description: '100% Polyester mesh, 80 g/m2, brief liner', placement: 'Inner brief, attached at waistband', color: 'White', quantity: 0.35, unit: 'm (160 cm width)', quantityBySize: ps(0.35) });
  // pockets
  const pk = v.pockets ?? 'none';
  if (pk === 'inset' || kind === 'jeans' || (pk === 'cargo' && fam !== 'top')) add('trim.pocketing', 'trim', 'pocketing', pk === 'cargo' ? 'Side pocket bags' : 'Pocket bags', fam === 'outerwear' ? 0.35 : 0.3, 'White', '', false);
  if (pk === 'cargo') add('hardware.cargoSnaps', 'hardware', 'snap-15', 'Cargo pocket flaps', 2, 'Antique brass');
  if (!leather) {
    const thread = knit ? 'Polyester core-spun Tex 27 (needles), textured polyester Tex 18 (loopers)' : kind === 'jeans' ? 'Polyester core-spun Tex 40, topstitch Tex 70 (gold)' : 'Polyester core-spun Tex 27';
    const threadM = knit ? 180 : kind === 'jeans' ? 250 : 220;
    bom.push({ key: 'thread', category: 'thread', item: 'Sewing thread', description: thread, placement: 'All seams', color: kind === 'jeans' ? `Topstitch gold; seams ${bodyColour}` : matched, quantity: threadM, unit: 'm', quantityBySize: ps(threadM, 0.03, 0) });
    trims.thread = thread;
  } else {
    bom.push({ key: 'thread', category: 'thread', item: 'Sewing thread', description: 'Bonded nylon Tex 70', placement: 'All seams', color: matched, quantity: 150, unit: 'm', quantityBySize: ps(150, 0.03, 0) });
    trims.thread = 'Bonded nylon Tex 70';
  }
  return { bom, trims, hardware, lining, trim };
}

export function artworkFor(fam: GrammarFamily, kind: GarmentKind, v: Record<string, string>, fabric: Fabric, padded: boolean): GarmentArtwork {
  const method = fabric.family === 'leather' ? 'laser-engrave' : padded || fabric.construction === 'ripstop' || fabric.construction === 'softshell' ? 'heat-transfer' : fabric.construction === 'fleece' || fabric.construction === 'sweater-knit' || fabric.construction === 'pique' || fabric.construction === 'denim' ? 'embroidery' : 'screen-print';
  if (fam === 'pants' || fam === 'shorts' || fam === 'skirt') {
    if ((v.pockets ?? 'none') !== 'none' || kind === 'jeans') return { logoPosition: 'pocket', logoWidth: 4, logoHeight: 3, logoFromTop: 6, logoFromLeft: 0, logoMethod: method === 'screen-print' ? 'screen-print' : 'embroidery' };
    return { logoPosition: 'hem-bottom', logoWidth: 4, logoHeight: 3, logoFromTop: 6, logoFromLeft: 0, logoMethod: method };
  }
  const centreFront = (v.front_closure ?? 'none') !== 'none';
  if (centreFront) return { logoPosition: 'left-chest', logoWidth: 7, logoHeight: 7, logoFromTop: 20, logoFromLeft: 0, logoMethod: method };
  return { logoPosition: 'center-chest', logoWidth: 8, logoHeight: 8, logoFromTop: kind === 'dress' ? 16 : 18, logoFromLeft: 0, logoMethod: method };
}
