// A bottom's points of measure (pants, shorts, skirts): waist, hip and rise or skirt length, legs, pockets.
import type { GarmentKind } from '../fabrics';
import { pom, SKIRT_LENGTH } from './pom-base';
import type { GrammarFamily, GrammarPom } from './types';

export function bottomPoms(kind: GarmentKind, fam: GrammarFamily, v: Record<string, string>): GrammarPom[] {
  const out: GrammarPom[] = [];
  const elastic = v.waist === 'elastic-or-drawcord';
  out.push(pom('waist', '1/2 Waist (relaxed)', fam === 'skirt' ? 36 : elastic ? 36 : 40, 2.5, 'girth'));
  if (elastic)
    out.push(pom('waistExtended', '1/2 Waist (extended)', fam === 'skirt' ? 48 : 52, 2.5, 'girth', 'waist'));
  out.push(
    pom('waistbandHeight', 'Waistband height', elastic ? 4 : fam === 'skirt' ? 3.5 : 4, 0, 'detail', 'waist'),
  );
  out.push(
    pom(
      'hip',
      '1/2 Hip (18 cm below waist)',
      fam === 'skirt' ? 50 : fam === 'shorts' ? 53 : 52,
      2.5,
      'girth',
    ),
  );
  if (v.waist === 'fly-and-waistband')
    out.push(
      pom(
        'flyLength',
        'Fly opening length',
        fam === 'shorts' ? 14 : kind === 'jeans' ? 17 : 18,
        0,
        'detail',
        'waist',
      ),
    );
  if (v.waist === 'plain-waistband')
    out.push(
      pom(
        'flyLength',
        fam === 'skirt' ? 'Zip opening length (invisible zip)' : 'Zip opening length',
        18,
        0,
        'detail',
        'waist',
      ),
    );
  if (fam === 'skirt') {
    out.push(
      pom('skirtLength', 'Skirt length at centre front', SKIRT_LENGTH[v.length ?? 'knee'] ?? 58, 1, 'length'),
    );
    const flare = v.silhouette === 'pencil' ? 48 : v.silhouette === 'a-line' ? 62 : 75;
    out.push(pom('sweep', '1/2 Sweep (hem)', flare, 3, 'girth'));
  } else {
    const sil = v.silhouette ?? 'straight';
    const legs: Record<string, [number, number, number]> = {
      skinny: [28, 17, 13],
      straight: [31, 22, 19],
      wide: [34, 29, 28],
      tapered: [31, 20, 14],
      regular: [32, 0, 29],
    };
    const [thigh, knee, opening] = legs[sil] ?? legs.straight;
    out.push(
      pom(
        'thigh',
        '1/2 Thigh (2.5 cm below crotch)',
        fam === 'shorts' ? (sil === 'wide' ? 35 : 32) : thigh,
        1.3,
        'girth',
      ),
    );
    const shorts = fam === 'shorts';
    if (!shorts && v.length !== 'cropped') out.push(pom('knee', '1/2 Knee', knee, 0.8, 'girth'));
    out.push(
      pom(
        'legOpening',
        kind === 'joggers' ? '1/2 Leg opening (cuff, relaxed)' : '1/2 Leg opening',
        shorts ? (sil === 'wide' ? 33 : 29) : opening,
        shorts ? 1 : 0.6,
        'girth',
      ),
    );
    if (kind === 'joggers')
      out.push(pom('legCuffHeight', 'Leg cuff rib height', 7, 0, 'detail', 'silhouette'));
    out.push(pom('frontRise', 'Front rise incl. waistband', 27, 0.8, 'length'));
    out.push(pom('backRise', 'Back rise incl. waistband', 37, 1, 'length'));
    const inseam = shorts ? (v.length === 'bermuda' ? 25 : 13) : v.length === 'cropped' ? 66 : 79;
    out.push(pom('inseam', 'Inseam', inseam, shorts ? 0.5 : 1, 'length'));
    out.push(pom('outseam', 'Outseam incl. waistband', inseam + 26, shorts ? 1 : 1.5, 'length'));
  }
  const pk = v.pockets ?? 'none';
  if (fam !== 'skirt' && !(kind === 'joggers'))
    out.push(pom('hemHeight', 'Leg hem height (finished)', kind === 'jeans' ? 1.5 : 2.5, 0, 'detail'));
  if (pk === 'patch' || kind === 'jeans')
    out.push(pom('pocketFromWaist', 'Back pocket top from waistband top', 8, 0.3, 'length', 'pockets'));
  if (pk === 'inset' || kind === 'jeans')
    out.push(
      pom(
        'pocketOpening',
        kind === 'jeans' ? 'Front pocket opening (scoop)' : 'Side pocket opening',
        kind === 'jeans' ? 11 : 16,
        0,
        'detail',
        'pockets',
      ),
    );
  if (pk === 'patch' || kind === 'jeans') {
    out.push(pom('pocketWidth', 'Back patch pocket width', 14, 0, 'detail', 'pockets'));
    out.push(pom('pocketHeight', 'Back patch pocket height', 15, 0, 'detail', 'pockets'));
  }
  if (pk === 'cargo') {
    out.push(pom('cargoPocketWidth', 'Cargo pocket width', 18, 0, 'detail', 'pockets'));
    out.push(pom('cargoPocketHeight', 'Cargo pocket height', 20, 0, 'detail', 'pockets'));
  }
  return out;
}
