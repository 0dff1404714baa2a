// Construction: ISO 4915 stitches and ISO 4916 seams per operation, following the fabric and the features.
import type { Fabric, GarmentKind } from '../fabrics';
import { isKnit } from './fabric';
import { RIB_CUFF_KINDS } from './poms';
import { preQuilted } from './components';
import type { GrammarFamily, GrammarOperation } from './types';

const op = (operation: string, isoStitch: string, stitchName: string, isoSeam: string, seamName: string, spi: number, seamAllowanceCm: number, notes: string): GrammarOperation => ({
  operation,
  isoStitch,
  stitchName,
  isoSeam,
  seamName,
  spi,
  seamAllowanceCm,
  notes,
});
const OL4 = '4-thread overlock (safety)';
const COVER = '2-needle coverstitch';
const LOCK = 'Lockstitch';
const NEAT = 'Lockstitch, edges neatened with 3-thread overlock (504)';

export function operationsFor(kind: GarmentKind, fam: GrammarFamily, v: Record<string, string>, fabric: Fabric, padded: boolean): GrammarOperation[] {
  const ops: GrammarOperation[] = [];
  const knit = isKnit(fabric);
  const leather = fabric.family === 'leather';
  const upper = fam === 'top' || fam === 'outerwear' || fam === 'dress';
  const seam = (name: string, notes = '') => {
    if (knit) ops.push(op(name, '514', OL4, '1.01.01', 'Superimposed plain seam', 12, 0.6, notes));
    else if (leather) ops.push(op(name, '301', `${LOCK} (leather needle)`, '1.01.01', 'Plain seam, glued open and topstitched', 8, 1, notes || 'Seam allowances glued and hammered flat'));
    else if (padded) ops.push(op(name, '301', LOCK, '1.01.01', 'Plain seam, shell to shell', 10, 1, notes || 'Wadding caught in seam'));
    else if ((kind === 'shirt' || kind === 'jeans') && /side|inseam|seat|yoke/i.test(name)) ops.push(op(name, '401', '2-needle chainstitch (felling)', '2.04.06', 'Flat-felled seam', 12, 1, notes));
    else ops.push(op(name, '301 + 504', NEAT, '1.01.01', 'Superimposed plain seam, neatened', 12, 1, notes));
  };
  const hem = (name: string, depth: number) => {
    if (knit) ops.push(op(name, '406', COVER, '6.02.01', 'Turned hem, coverstitched', 12, depth, `Hem depth ${depth} cm, 0.6 cm needle gauge`));
    else if (leather) ops.push(op(name, '301', LOCK, '6.02.01', 'Turned hem, glued and topstitched', 8, depth, ''));
    else ops.push(op(name, '301', LOCK, '6.03.01', 'Turned-twice hem', 12, depth, fam === 'dress' || fam === 'skirt' ? 'Blind stitch (ISO 103) alternative' : 'Topstitch 0.6 cm'));
  };
  if (upper) {
    if (v.neckline !== 'strapless') seam('Shoulder seams', knit ? 'Stabilise with twill tape 1 cm' : '');
    if (v.sleeve === 'sleeveless') {
      if (knit) ops.push(op('Armhole finishing', '602', '2-needle coverstitch with top cover (binding)', '8.03.03', 'Bound edge', 12, 0, 'Self-fabric binding 1 cm, stretched 5 %'));
      else if (padded || kind === 'vest') ops.push(op('Armhole finishing', '301', LOCK, '8.03.03', 'Bound edge', 10, 0, 'Self or lycra binding 1 cm'));
      else if (!leather) ops.push(op('Armhole finishing', '301', LOCK, '8.03.03', 'Bound edge (bias binding)', 12, 0, 'Bias binding 12 mm folded to the inside, edge-stitched 0.2 cm'));
      else ops.push(op('Armhole finishing', '301', LOCK, '1.06.03', 'Facing, glued and topstitched', 8, 1, 'Self facing, understitch 0.2 cm'));
    } else {
      seam('Sleeve attach (set-in)', 'Ease evenly at sleeve cap');
      seam('Side seams and underarm', 'One pass, armhole seams matched');
    }
    if (v.sleeve === 'sleeveless') seam('Side seams');
    const sleeveEnd = v.sleeve === 'long' ? (kind === 'shirt' ? 'shirt-cuff' : RIB_CUFF_KINDS.includes(kind) || (kind === 'jacket' && knit) ? 'rib' : padded ? 'elastic' : 'hem') : v.sleeve === 'sleeveless' ? 'none' : 'hem';
    if (sleeveEnd === 'shirt-cuff') ops.push(op('Cuffs and sleeve plackets', '301', LOCK, '1.06.03', 'Enclosed seam, topstitched', 14, 0.6, 'Edge-stitch 0.15 cm; buttonholes ISO 304'));
    if (sleeveEnd === 'rib') ops.push(op('Cuff rib attach', '514', OL4, '1.01.01', 'Superimposed seam', 12, 0.6, 'Rib stretched to sleeve opening'));
    if (sleeveEnd === 'elastic') ops.push(op('Sleeve end (elastic binding)', '301', LOCK, '8.03.03', 'Bound edge with elastic', 10, 0, 'Elastic 10 mm inside binding'));
    if (sleeveEnd === 'hem') hem('Sleeve hem', knit ? 2 : 1.5);
    // neck
    if (v.hood === 'yes') {
      ops.push(op('Hood centre seam', knit ? '514' : '301', knit ? OL4 : NEAT, '1.01.01', 'Superimposed seam', 12, knit ? 0.6 : 1, knit ? 'Topstitch 406 over seam' : ''));
      ops.push(op('Hood attach', knit ? '514' : '301', knit ? OL4 : LOCK, '1.01.01', 'Superimposed seam, taped', 12, knit ? 0.6 : 1, 'Back neck tape covers the seam'));
      ops.push(op('Hood edge and drawcord channel', knit ? '406' : '301', knit ? COVER : LOCK, '6.02.01', 'Turned channel', 12, 2.5, 'Eyelets before turning; cord threaded, bartacked at centre back'));
    } else if (['point', 'camp', 'polo'].includes(v.collar ?? '')) {
      ops.push(op('Collar make and attach', '301', LOCK, '1.06.03', 'Enclosed seam, topstitched', 14, 0.6, v.collar === 'polo' ? 'Flat-knit collar attached with 514, back neck taped' : 'Fused collar and band, edge-stitch 0.15 cm'));
    } else if (v.collar === 'stand' || v.collar === 'lapel' || v.neckline === 'turtleneck') {
      ops.push(op(v.collar === 'lapel' ? 'Collar and lapels' : 'Collar attach', knit ? '514' : '301', knit ? OL4 : LOCK, '1.06.03', 'Enclosed seam', 12, knit ? 0.6 : 1, knit ? '' : 'Fused collar, topstitch 0.6 cm'));
    } else if (v.neckline !== 'strapless') {
      if (knit) {
        ops.push(op('Neckband attach', '514', OL4, '1.01.01', 'Superimposed seam', 12, 0.6, 'Band stretched 10-12 %'));
        ops.push(op('Back neck tape / topstitch', '406', COVER, '5.31.01', 'Decorative topstitch over seam', 12, 0, '0.6 cm gauge'));
      } else ops.push(op('Neckline finishing', '301', LOCK, '1.06.03', 'Facing, understitched', 12, 1, 'Self-fabric facing, understitch 0.2 cm'));
    }
    // closure
    const fc = v.front_closure ?? 'none';
    if (fc === 'zip-full' || fc === 'zip-partial') ops.push(op(fc === 'zip-full' ? 'Front zip attach' : 'Zip placket', '301', LOCK, '1.06.02', 'Zip inserted, topstitched', 10, 1, 'Topstitch 0.6 cm; zip guard behind teeth'));
    if (fc === 'buttons-full' || fc === 'buttons-partial') ops.push(op(fc === 'buttons-full' ? 'Front placket' : 'Placket (partial)', '301', LOCK, '6.03.01', 'Folded placket, fused', 14, 1, 'Buttonholes ISO 304, buttons lockstitched 4-hole'));
    if (fc === 'snaps') ops.push(op('Front placket with snaps', '301', LOCK, '6.03.01', 'Folded placket, fused', 12, 1, 'Snaps set by press, reinforced'));
    if (fc === 'wrap') ops.push(op('Wrap front ties', '301', LOCK, '1.06.03', 'Enclosed seam', 12, 1, 'Tie loops bartacked'));
    if (kind === 'dress' && v.waist === 'plain-waistband') ops.push(op('Waistband attach (bodice to skirt)', knit ? '514' : '301 + 504', knit ? OL4 : NEAT, '1.01.01', 'Superimposed seam', 12, 1, 'Waist seam stay-taped'));
    if (kind === 'dress' && fc === 'none' && knit) ops.push(op('Pull-on (no zip, no darts)', '514', OL4, '-', 'No opening', 12, 0, 'Neck opening must pass 58 cm head girth stretched; check at fit'));
    if (kind === 'dress' && fc === 'none' && !knit) ops.push(op('Invisible zip (centre back)', '301', LOCK, '1.01.01', 'Invisible zip insertion', 12, 1.5, 'Zip foot; seam neatened 504'));
  }
  // waist for bottoms
  if (fam === 'pants' || fam === 'shorts' || fam === 'skirt') {
    if (fam === 'skirt') seam('Side seams');
    else {
      seam('Inseam');
      seam('Outseam');
      seam('Seat / back rise');
    }
    if (v.waist === 'elastic-or-drawcord') {
      ops.push(op('Elastic waistband (casing)', knit ? '406' : '301', knit ? COVER : LOCK, '3.05.01', 'Folded band enclosing elastic', 10, 1, 'Elastic joined by lapping, channel topstitched; drawcord through 2 eyelets at CF'));
    } else if (v.waist === 'fly-and-waistband') {
      ops.push(op('Fly and front rise', '301', LOCK, '1.06.02', 'Fly with J-stitch', 10, 1, 'Bartack (ISO 304) at fly base'));
      ops.push(op('Waistband attach', '301', LOCK, '3.05.01', 'Folded band', 10, 1, 'Belt loops bartacked; buttonhole ISO 304'));
    } else {
      ops.push(op('Invisible zip', '301', LOCK, '1.01.01', 'Invisible zip insertion', 12, 1.5, 'Zip foot; hook and bar at waistband'));
      ops.push(op('Waistband attach', '301', LOCK, '3.05.01', 'Folded waistband', 12, 1, 'Stitch-in-the-ditch'));
    }
    if (kind === 'joggers') ops.push(op('Leg cuff rib attach', '514', OL4, '1.01.01', 'Superimposed seam', 12, 0.6, 'Rib stretched to leg opening'));
    else hem(fam === 'skirt' ? 'Hem' : 'Leg hem', knit ? 2 : fam === 'skirt' ? 3 : 2);
  }
  // pockets
  const pk = v.pockets ?? 'none';
  if (pk === 'patch' || kind === 'jeans') ops.push(op('Patch pockets', '301', LOCK, '5.31.01', 'Patch pocket, edge-stitched', 12, 1, 'Corners bartacked (ISO 304)'));
  if (pk === 'inset' || kind === 'jeans') ops.push(op(kind === 'jeans' ? 'Front scoop pockets' : 'Inset pockets with pocket bags', '301', LOCK, '1.06.02', 'Pocket bag seam, neatened 504', 12, 1, 'Pocket mouth bartacked'));
  if (pk === 'kangaroo') ops.push(op('Kangaroo pocket', knit ? '406' : '301', knit ? COVER : LOCK, '5.31.01', 'Patch pocket, topstitched', 12, 1, 'Hand openings bound; bartack at top corners'));
  if (pk === 'cargo') ops.push(op('Cargo pockets with flaps', '301', LOCK, '5.31.01', 'Bellows pocket', 12, 1, 'Flaps with snaps; bartacks at corners'));
  // hem of tops
  if (upper) {
    if (RIB_CUFF_KINDS.includes(kind)) ops.push(op('Hem rib attach', '514', OL4, '1.01.01', 'Superimposed seam', 12, 0.6, 'Rib stretched to body'));
    else if (padded) ops.push(op('Hem (elastic binding)', '301', LOCK, '8.03.03', 'Bound edge', 10, 0, 'Elastic drawcord channel optional'));
    else hem('Body hem', knit ? 2 : kind === 'dress' ? 3 : 1.5);
  }
  if (padded) {
    if (preQuilted(fabric)) ops.push(op('Quilting (pre-quilted shell): channels matched at seams', '301', LOCK, '1.01.01', 'Plain seam through the quilted shell', 10, 1, 'The shell carries its wadding: no loose wadding; channels matched at side seams and centre front'));
    else ops.push(op('Quilting (shell + wadding + lining)', '301', LOCK, '1.01.01', 'Channel quilting through all layers', 10, 0, 'Channels 6 cm, wadding cut 1 cm short of seam lines'));
    ops.push(op('Lining make and bag out', '301', LOCK, '1.01.01', 'Bagged lining', 10, 1, 'Lining turned through sleeve seam, closed by machine'));
  } else if (kind === 'jacket' && !knit) ops.push(op('Lining make and bag out', '301', LOCK, '1.01.01', 'Bagged lining', 10, 1, 'Jump pleat 2 cm at centre back'));
  if (fabric.construction === 'sweater-knit') {
    const gauge = /(\d+)gg/.exec(fabric.name)?.[1] ?? '12';
    ops.push(op(`Knit panels (${gauge} gauge, ${/cable/i.test(fabric.name) ? 'cable' : 'jersey'} stitch)`, '-', `Flat knit, ${gauge}gg`, '-', 'Fully fashioned panels', 0, 0, 'Rib 1x1 at hem and cuffs; panels knitted to shape, not cut'));
    ops.push(op('Linking (shoulders, sleeves, neck rib)', '101', 'Linking (chainstitch, point to point)', '1.01.01', 'Linked seam', 0, 0, 'Linked loop for loop, no overlock; side seams mattress-stitched'));
  }
  if (v.pattern === 'check' || v.pattern === 'stripe') ops.push(op(`Cutting: ${v.pattern}s matched`, '-', '-', '-', 'Pattern matching', 0, 0, v.pattern === 'check' ? 'Match checks at centre front, side seams, pockets, yoke and sleeves at the front armhole notch; allow one repeat extra per garment' : 'Match stripes at side seams and sleeve to body at the underarm; allow one repeat extra per garment'));
  if (kind === 'jeans') ops.push(op('Rivets and back yoke', '401', '2-needle chainstitch (felling)', '2.04.06', 'Flat-felled yoke seam', 10, 1, 'Rivets at front pocket corners'));
  return ops;
}
