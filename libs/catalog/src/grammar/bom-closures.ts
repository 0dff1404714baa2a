// BOM lines for how the garment opens and closes: front zips, buttons and snaps, a dress's back zip, and a bottom's
// waist (elastic and drawcord, fly and waistband, invisible zip).
import { SIZE_RANGE_SPECS } from '../sizing/ranges';
import type { BomBuild } from './bom-kit';
import { round1 } from './poms';

/** The front closure's zip, buttons or snaps, and a woven dress's centre back zip. */
export function closureHardware(b: BomBuild): void {
  const { kind, fam, v, padded, range, matched, knit, leather, pomBase, add } = b;
  // closures
  const fc = v.front_closure ?? 'none';
  const upper = fam === 'top' || fam === 'outerwear' || fam === 'dress';
  if (upper && fc === 'zip-full') {
    const zl = Math.round(pomBase('zipLength') ?? 66);
    const zid =
      padded || kind === 'jacket' || kind === 'vest'
        ? leather
          ? 'zip-metal-5-open'
          : 'zip-vislon-5-open'
        : 'zip-coil-5-open';
    add(
      'hardware.zip',
      'hardware',
      zid,
      'Centre front',
      1,
      matched,
      `${zl} cm at size ${SIZE_RANGE_SPECS[range].baseSize}, graded with body length`,
    );
    b.hardware = 'zipper';
  }
  if (upper && fc === 'zip-partial') {
    add('hardware.zip', 'hardware', 'zip-coil-3-closed', 'Centre front placket', 1, matched, '18 cm');
    b.hardware = 'zipper';
  }
  if (upper && fc === 'buttons-full') {
    const n = Math.max(5, Math.round(((pomBase('length') ?? 72) - 10) / 9));
    const cuffs = v.sleeve === 'long' && kind === 'shirt' ? 2 : 0;
    const big = kind === 'jacket' || kind === 'vest';
    add(
      'hardware.buttons',
      'hardware',
      big ? 'button-32L' : 'button-18L',
      `Centre front x${n}${cuffs ? `, cuffs x${cuffs}` : ''}, spare x1`,
      n + cuffs + 1,
      matched,
    );
    b.hardware = 'plastic-buttons';
  }
  if (upper && fc === 'buttons-partial') {
    add('hardware.buttons', 'hardware', 'button-16L', 'Placket x3, spare x1', 4, matched);
    b.hardware = 'plastic-buttons';
  }
  if (upper && fc === 'snaps') {
    const n = Math.max(4, Math.round(((pomBase('length') ?? 72) - 10) / 11));
    add('hardware.snaps', 'hardware', 'snap-15', `Centre front x${n}`, n, 'Antique brass');
    b.hardware = 'metal-buttons';
  }
  // a knit dress pulls on: no zip (wovens need the opening)
  if (kind === 'dress' && fc === 'none' && !knit) {
    add(
      'hardware.zip',
      'hardware',
      'zip-invisible-3',
      'Centre back',
      1,
      matched,
      `${Math.round((pomBase('length') ?? 98) * 0.55)} cm`,
    );
    b.hardware = 'zipper';
  }
}

/** The waist of a bottom: elastic and drawcord, fly zip, button, rivets and belt loops, or an invisible zip. */
export function waistLines(b: BomBuild): void {
  const { kind, fam, v, fabric, bom, trims, matched, bodyColour, pomBase, add } = b;
  const upper = fam === 'top' || fam === 'outerwear' || fam === 'dress';
  // waist
  if (v.waist === 'elastic-or-drawcord') {
    const waistRelaxed = pomBase('waist') ?? 36;
    const elasticM = round1((waistRelaxed * 2 * 0.95) / 100 + 0.02);
    add(
      'trim.elastic',
      'trim',
      'elastic-35',
      'Waistband casing',
      elasticM,
      'White',
      'cut length per size',
      true,
    );
    if (fam !== 'skirt') {
      add(
        'trim.drawcord',
        'trim',
        'drawcord-flat-10',
        'Waistband, out through 2 eyelets at centre front',
        1.3,
        matched,
        'length 130 cm finished',
      );
      add('trim.eyelets', 'hardware', 'eyelet-10', 'Waistband centre front', 2, 'Gunmetal');
    }
    b.trim = 'elastic-band';
  }
  if (v.waist === 'fly-and-waistband') {
    add(
      'hardware.zip',
      'hardware',
      kind === 'jeans' || fabric.construction === 'denim' || fabric.gsm >= 240
        ? 'zip-metal-4.5-fly'
        : 'zip-coil-3-fly',
      'Fly',
      1,
      kind === 'jeans' ? 'Antique brass teeth, tape matched' : matched,
      `${Math.round(pomBase('flyLength') ?? 18)} cm`,
    );
    const denim = kind === 'jeans' || fabric.construction === 'denim';
    add(
      'hardware.buttons',
      'hardware',
      denim ? 'button-shank-27L' : 'button-24L',
      'Waistband centre front',
      1,
      denim ? 'Antique brass' : matched,
    );
    // rivets reinforce the front pocket corners: only where there are front pockets (back patch pockets have none)
    if (denim && (kind === 'jeans' || v.pockets === 'inset' || v.pockets === 'cargo'))
      add(
        'hardware.rivets',
        'hardware',
        'rivet-9',
        'Front pocket corners',
        kind === 'jeans' ? 6 : 4,
        'Antique brass',
      );
    bom.push({
      key: 'trim.beltLoops',
      category: 'trim',
      item: 'Belt loops (self fabric)',
      description: 'Self-fabric loops 1.2 x 5 cm finished, bartacked',
      placement: 'Waistband',
      color: bodyColour,
      quantity: kind === 'jeans' ? 5 : fam === 'shorts' ? 5 : 7,
      unit: 'pcs',
    });
    trims.beltLoops = `Self-fabric belt loops x${kind === 'jeans' || fam === 'shorts' ? 5 : 7}`;
    b.hardware = kind === 'jeans' ? 'rivets' : 'metal-buttons';
  }
  // a dress's waistband is a seam of the bodice and skirt: its opening is the dress's own (centre back zip or none)
  if (v.waist === 'plain-waistband' && !upper) {
    add(
      'hardware.zip',
      'hardware',
      'zip-invisible-3',
      fam === 'skirt' ? 'Centre back' : 'Side seam',
      1,
      matched,
      '18 cm',
    );
    add('hardware.hook', 'hardware', 'hook-bar', 'Waistband above zip', 1, 'Silver');
    add('trim.interlining', 'trim', 'interlining-nonwoven', 'Waistband', 0.2, 'White');
    b.hardware = 'zipper';
  }
}
