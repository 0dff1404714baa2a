// A top's points of measure (tops, outerwear, dresses): the size-M block of its class, shaped by its features; the
// neck, closure, pockets and hem are measured in ./poms-top-details.ts.
import type { Fabric, GarmentKind } from '../fabrics';
import { isKnit } from './fabric';
import { HOW } from './pom-codes';
import { DRESS_LENGTH, pom, RIB_CUFF_KINDS, round1, TOP_LENGTH } from './pom-base';
import { topClosurePoms, topNeckPoms, topPocketAndHemPoms } from './poms-top-details';
import type { GrammarPom } from './types';
import blocks from './top-blocks.json';

// The unisex size-M block (cm) of each top class lives as data in ./top-blocks.json: body length from HPS, half chest,
// across shoulder, armhole, long sleeve length, half bicep, half sleeve opening, neck width and half sweep. A class
// without a block takes the tee's.
interface TopBase {
  length: number;
  chest: number;
  shoulder: number;
  armhole: number;
  sleeveLong: number;
  bicep: number;
  opening: number;
  neck: number;
  sweep: number;
}
const TOP_BASES: Partial<Record<GarmentKind, TopBase>> = blocks;

// A dress has a waist a factory measures (HPS to waist, half waist); a waist seam adds the skirt's own length.
const WAIST_SEAM_SILHOUETTES = ['fit-and-flare', 'tiered', 'wrap', 'a-line'];
function dressWaistPoms(v: Record<string, string>, length: number, chest: number): GrammarPom[] {
  const seam = v.waist === 'plain-waistband' || WAIST_SEAM_SILHOUETTES.includes(v.silhouette ?? '');
  const shaped = seam || v.silhouette === 'sheath';
  const out = [
    pom('waistPosition', seam ? 'HPS to waist seam' : 'HPS to waist', 40, 1, 'length', 'silhouette'),
    pom(
      'waistWidth',
      seam ? '1/2 Waist (at waist seam)' : '1/2 Waist (at the waist position)',
      shaped ? chest - 8 : chest - 2,
      2.5,
      'girth',
      'silhouette',
    ),
  ];
  if (seam)
    out.push(pom('skirtLength', 'Skirt length (waist seam to hem)', length - 40, 1, 'length', 'silhouette'));
  if (v.waist === 'plain-waistband')
    out.push(pom('waistbandHeight', 'Waistband height', 4, 0, 'detail', 'waist'));
  return out;
}

export function topPoms(
  kind: GarmentKind,
  v: Record<string, string>,
  fabric: Fabric,
  padded: boolean,
): GrammarPom[] {
  const b = { ...(TOP_BASES[kind] ?? TOP_BASES.tee!) };
  const sil = v.silhouette;
  // the fit's ease (oversized, slim, ...) is applied with the size range (sizing/apply.ts)
  if (sil === 'fitted' && kind === 'dress') b.chest -= 1;
  if (padded)
    Object.assign(b, { chest: b.chest + 3, armhole: b.armhole + 1, bicep: b.bicep + 2, sweep: b.sweep + 3 });
  if (kind === 'dress') {
    b.length = DRESS_LENGTH[v.length ?? 'knee'] ?? 98;
    if (v.silhouette === 'a-line' || v.silhouette === 'fit-and-flare' || v.silhouette === 'tiered')
      b.sweep = 80;
    if (v.silhouette === 'sheath') b.sweep = 50;
  } else b.length = round1(b.length * (TOP_LENGTH[v.length ?? 'hip'] ?? 1));
  const knit = isKnit(fabric);
  const out: GrammarPom[] = [];
  const strapless = v.neckline === 'strapless';
  out.push(
    pom(
      'length',
      kind === 'dress' ? 'Total length from HPS' : 'Body length from HPS',
      b.length,
      kind === 'dress' ? 1.5 : 1.5,
      'length',
      undefined,
      strapless ? 'From the top edge at centre front straight down to the hem.' : undefined,
    ),
  );
  if (kind !== 'dress') out.push(pom('centreBackLength', 'Centre back length', b.length - 2, 1.5, 'length'));
  out.push(
    pom(
      'chestWidth',
      kind === 'dress' ? '1/2 Bust (2.5 cm below armhole)' : '1/2 Chest (2.5 cm below armhole)',
      b.chest,
      2.5,
      'girth',
    ),
  );
  if (!strapless)
    out.push(
      pom(
        'shoulderWidth',
        'Across shoulder',
        v.sleeve === 'sleeveless' && kind !== 'vest' ? b.shoulder - 6 : b.shoulder,
        1.2,
        'girth',
      ),
    );
  if (kind !== 'dress' && !strapless)
    out.push(pom('acrossFront', 'Across front', b.shoulder - 5, 1.2, 'girth'));
  if (!strapless)
    out.push(
      pom(
        'armhole',
        v.sleeve === 'sleeveless' ? 'Armhole depth (sleeveless)' : 'Armhole straight',
        b.armhole,
        1,
        'girth',
      ),
    );
  // sleeves
  const sleeve = v.sleeve ?? 'short';
  if (sleeve === 'sleeveless') {
    if (!strapless)
      out.push(
        pom('armholeBinding', 'Armhole binding / facing width', knit ? 1 : 1.2, 0, 'detail', 'sleeve'),
      );
  } else {
    const long = sleeve === 'long';
    const len = long
      ? b.sleeveLong
      : sleeve === 'elbow'
        ? round1(b.sleeveLong * 0.55)
        : kind === 'shirt'
          ? 25
          : 20;
    out.push(
      pom(
        'sleeveLength',
        long
          ? 'Sleeve length from shoulder point (long)'
          : sleeve === 'elbow'
            ? 'Sleeve length from shoulder point (elbow)'
            : 'Sleeve length from shoulder point (short)',
        len,
        long ? 1.2 : 1,
        'length',
        'sleeve',
        long ? HOW.sleeveLengthLong : HOW.sleeveLengthShort,
      ),
    );
    // knitwear also measures the sleeve from the centre back neck (a dependent measurement: dependent-poms.ts)
    if (long && RIB_CUFF_KINDS.includes(kind) && !strapless)
      out.push(
        pom(
          'cbSleeveLength',
          'Sleeve length from centre back neck',
          b.shoulder / 2 + len,
          1.8,
          'length',
          'sleeve',
        ),
      );
    out.push(pom('bicep', '1/2 Bicep (2.5 cm below underarm)', b.bicep || 19, 0.8, 'girth', 'sleeve'));
    if (long && kind === 'shirt') {
      out.push(pom('cuffWidth', 'Cuff width (buttoned)', 23, 0.5, 'girth', 'sleeve'));
      out.push(pom('cuffHeight', 'Cuff height', 6.5, 0, 'detail', 'sleeve'));
    } else if (long && (RIB_CUFF_KINDS.includes(kind) || (kind === 'jacket' && knit))) {
      out.push(
        pom('sleeveOpening', '1/2 Cuff opening (relaxed)', 10, 0.5, 'girth', 'sleeve', HOW.cuffOpening),
      );
      out.push(pom('cuffHeight', 'Cuff rib height', 7, 0, 'detail', 'sleeve'));
    } else {
      const opening = long
        ? b.opening
        : sleeve === 'elbow'
          ? round1((b.bicep || 19) * 0.85)
          : round1((b.bicep || 19) * 0.9);
      out.push(pom('sleeveOpening', '1/2 Sleeve opening', opening, 0.6, 'girth', 'sleeve'));
    }
  }
  // neck, collar, hood
  out.push(...topNeckPoms(kind, v, b.neck, knit, padded));
  if (kind === 'dress') out.push(...dressWaistPoms(v, b.length, b.chest));
  // front closure
  out.push(...topClosurePoms(kind, v, b.length));
  // pockets and hem
  out.push(...topPocketAndHemPoms(kind, v, knit, padded));
  out.push(
    pom(
      'sweep',
      RIB_CUFF_KINDS.includes(kind) ? '1/2 Sweep (hem rib, relaxed)' : '1/2 Sweep (hem)',
      b.sweep,
      kind === 'dress' && b.sweep >= 70 ? 3 : 2.5,
      'girth',
    ),
  );
  return out;
}
