// BOM lines, trims and artwork defaults from the garment, its fabric and its measurements.
// The fabric, lining and wadding lines are written here; trims, pockets and thread in ./bom-trims.ts, closures and
// the waist in ./bom-closures.ts, on the BOM being built (./bom-kit.ts).
import { SIZES, type Size } from '../enums';
import type { Fabric, GarmentKind } from '../fabrics';
import { END_OF_RANGE_FACTOR } from '../grading';
import type { SizeRange } from '../sizing/ranges';
import { trimById } from '../trims';
import { bomBuild } from './bom-kit';
import { closureHardware, waistLines } from './bom-closures';
import { finishingTrims, pocketAndThreadLines } from './bom-trims';
import { preQuilted } from './components';
import { DRESS_LENGTH, SKIRT_LENGTH, TOP_LENGTH } from './poms';
import type { GarmentArtwork, GrammarBomLine, GrammarFamily, GrammarPom } from './types';

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

export function bomFor(
  kind: GarmentKind,
  fam: GrammarFamily,
  v: Record<string, string>,
  fabric: Fabric,
  padded: boolean,
  poms: GrammarPom[],
  bodyColour: string,
  range: SizeRange,
): { bom: GrammarBomLine[]; trims: Record<string, string>; hardware: string; lining: string; trim: string } {
  const b = bomBuild(kind, fam, v, fabric, padded, poms, bodyColour, range);
  const { bom, ps, trims, matched, knit, leather } = b;
  let consumption = BASE_CONSUMPTION[kind];
  if (v.sleeve === 'short') consumption -= kind === 'tee' || kind === 'polo' ? 0 : 0.2;
  if (v.sleeve === 'sleeveless') consumption -= 0.3;
  if (v.hood === 'yes' && kind !== 'hoodie') consumption += 0.3;
  if (fam === 'top' || fam === 'outerwear') consumption *= TOP_LENGTH[v.length ?? 'hip'] ?? 1;
  if (fam === 'dress') consumption *= (DRESS_LENGTH[v.length ?? 'knee'] ?? 98) / 98;
  if (fam === 'skirt') consumption *= (SKIRT_LENGTH[v.length ?? 'knee'] ?? 58) / 58;
  const width = fabric.widthCm || 150;
  const main = leather
    ? Math.round(consumption * 1.5 * 1.2 * 100) / 100
    : Math.round(consumption * (150 / width) * 100) / 100;
  bom.push({
    key: 'fabric.main',
    category: 'fabric',
    item: fabric.name,
    description: `${fabric.composition}, ${fabric.gsm} g/m2, ${fabric.construction}${fabric.widthCm ? `, ${fabric.widthCm} cm usable width` : ''}`,
    placement:
      fam === 'pants' || fam === 'shorts' || fam === 'skirt'
        ? 'Body, waistband, pocket facings'
        : v.sleeve === 'sleeveless'
          ? 'Body'
          : 'Body, sleeves' + (v.hood === 'yes' ? ', hood' : ''),
    color: bodyColour,
    quantity: main,
    unit: leather ? 'm2 (hide, 20 % cutting loss)' : `m (${width} cm width)`,
    quantityBySize: ps(main),
  });
  let lining = 'none';
  if (
    padded ||
    (kind === 'jacket' && !knit && !leather) ||
    (leather && (kind === 'jacket' || kind === 'vest'))
  ) {
    lining = 'polyester-lining';
    const l = trimById('lining-taffeta');
    const q = Math.round(main * (leather ? 0.6 : 0.9) * 100) / 100;
    bom.push({
      key: 'lining.body',
      category: 'lining',
      item: l.name,
      description: l.spec,
      placement: 'Body' + (v.sleeve === 'sleeveless' ? '' : ', sleeves') + (v.hood === 'yes' ? ', hood' : ''),
      color: matched,
      quantity: q,
      unit: 'm (150 cm width)',
      quantityBySize: ps(q),
    });
  }
  // a pre-quilted shell already carries its wadding: no second wadding line
  if (padded && !preQuilted(fabric)) {
    const w = trimById(kind === 'vest' ? 'wadding-120' : 'wadding-160');
    const area = Math.round(main * 1.4 * 0.9 * 100) / 100;
    bom.push({
      key: 'trim.wadding',
      category: 'trim',
      item: w.name,
      description: w.spec,
      placement: 'Between shell and lining, all quilted panels',
      color: 'White',
      quantity: area,
      unit: 'm2',
      quantityBySize: ps(area),
    });
    trims.wadding = `${w.spec}, ${area} m2 at size M`;
  }
  finishingTrims(b);
  closureHardware(b);
  waistLines(b);
  pocketAndThreadLines(b);
  return { bom, trims, hardware: b.hardware, lining, trim: b.trim };
}

export function artworkFor(
  fam: GrammarFamily,
  kind: GarmentKind,
  v: Record<string, string>,
  fabric: Fabric,
  padded: boolean,
): GarmentArtwork {
  const method =
    fabric.family === 'leather'
      ? 'laser-engrave'
      : padded || fabric.construction === 'ripstop' || fabric.construction === 'softshell'
        ? 'heat-transfer'
        : fabric.construction === 'fleece' ||
            fabric.construction === 'sweater-knit' ||
            fabric.construction === 'pique' ||
            fabric.construction === 'denim'
          ? 'embroidery'
          : 'screen-print';
  if (fam === 'pants' || fam === 'shorts' || fam === 'skirt') {
    if ((v.pockets ?? 'none') !== 'none' || kind === 'jeans')
      return {
        logoPosition: 'pocket',
        logoWidth: 4,
        logoHeight: 3,
        logoFromTop: 6,
        logoFromLeft: 0,
        logoMethod: method === 'screen-print' ? 'screen-print' : 'embroidery',
      };
    return {
      logoPosition: 'hem-bottom',
      logoWidth: 4,
      logoHeight: 3,
      logoFromTop: 6,
      logoFromLeft: 0,
      logoMethod: method,
    };
  }
  const centreFront = (v.front_closure ?? 'none') !== 'none';
  if (centreFront)
    return {
      logoPosition: 'left-chest',
      logoWidth: 7,
      logoHeight: 7,
      logoFromTop: 20,
      logoFromLeft: 0,
      logoMethod: method,
    };
  return {
    logoPosition: 'center-chest',
    logoWidth: 8,
    logoHeight: 8,
    logoFromTop: kind === 'dress' ? 16 : 18,
    logoFromLeft: 0,
    logoMethod: method,
  };
}
