// A top's points of measure at its neck (neckline, collar or hood), front closure, pockets and hem.
import type { GarmentKind } from '../fabrics';
import { pom, RIB_CUFF_KINDS } from './pom-base';
import type { GrammarPom } from './types';

/** Neck, collar or hood: the neck width unless strapless, then what the neck is finished with. */
export function topNeckPoms(
  kind: GarmentKind,
  v: Record<string, string>,
  neck: number,
  knit: boolean,
  padded: boolean,
): GrammarPom[] {
  const out: GrammarPom[] = [];
  const strapless = v.neckline === 'strapless';
  const collar = v.collar ?? 'none';
  if (!strapless)
    out.push(pom('neckWidth', 'Neck width (HPS to HPS)', v.neckline === 'boat' ? 26 : neck, 0.6, 'girth'));
  if (v.hood === 'yes') {
    out.push(pom('hoodHeight', 'Hood height from HPS', padded ? 37 : 35, 1, 'length', 'hood'));
    out.push(pom('hoodWidth', 'Hood width', 25, 0.6, 'girth', 'hood'));
    out.push(pom('hoodOpening', 'Hood opening (front edge)', 62, 1, 'length', 'hood'));
  } else if (['point', 'camp', 'polo'].includes(collar)) {
    out.push(
      pom(
        'collarPoint',
        'Collar point length',
        collar === 'polo' ? 7 : collar === 'camp' ? 8 : 7.5,
        0,
        'detail',
        'collar',
      ),
    );
    out.push(
      pom(
        'collarHeight',
        collar === 'polo' ? 'Collar height at centre back' : 'Collar band height at centre back',
        collar === 'polo' ? 7 : 3.5,
        0,
        'detail',
        'collar',
      ),
    );
    if (collar === 'point')
      out.push(pom('collarLength', 'Collar band length (buttoned)', 40, 1.2, 'girth', 'collar'));
  } else if (collar === 'stand' || v.neckline === 'turtleneck') {
    out.push(
      pom(
        'collarHeight',
        v.neckline === 'turtleneck' ? 'Turtleneck height (unfolded)' : 'Collar height at centre back',
        v.neckline === 'turtleneck' ? 18 : 7,
        0,
        'detail',
        v.neckline === 'turtleneck' ? 'neckline' : 'collar',
      ),
    );
  } else if (collar === 'lapel') {
    out.push(pom('lapelWidth', 'Lapel width', 8, 0, 'detail', 'collar'));
    out.push(pom('collarPoint', 'Collar point length', 6, 0, 'detail', 'collar'));
  } else if (!strapless) {
    const drop =
      v.neckline === 'v-neck'
        ? 15
        : v.neckline === 'scoop'
          ? 12
          : v.neckline === 'boat'
            ? 4
            : v.neckline === 'square'
              ? 11
              : kind === 'dress'
                ? 10
                : 9;
    out.push(pom('frontNeckDrop', 'Front neck drop', drop, 0.5, 'length', 'neckline'));
    out.push(pom('backNeckDrop', 'Back neck drop', 2, 0, 'detail', 'neckline'));
    if (knit)
      out.push(
        pom(
          'neckbandHeight',
          'Neckband height',
          kind === 'sweater' || kind === 'sweatshirt' ? 2.5 : 2,
          0,
          'detail',
          'neckline',
        ),
      );
  }
  return out;
}

/** The front closure: zip length (with a stand collar's height), zip opening or placket. */
export function topClosurePoms(kind: GarmentKind, v: Record<string, string>, length: number): GrammarPom[] {
  const out: GrammarPom[] = [];
  const collar = v.collar ?? 'none';
  const fc = v.front_closure ?? 'none';
  if (fc === 'zip-full')
    out.push(
      pom(
        'zipLength',
        'Front zip length',
        length - 2 + (collar === 'stand' ? 7 : 0),
        1.5,
        'length',
        'front_closure',
      ),
    );
  if (fc === 'zip-partial')
    out.push(pom('placketLength', 'Zip opening length', 18, 0, 'detail', 'front_closure'));
  if (fc === 'buttons-partial') {
    out.push(pom('placketLength', 'Placket length', 14, 0, 'detail', 'front_closure'));
    out.push(pom('placketWidth', 'Placket width', 3, 0, 'detail', 'front_closure'));
  }
  if (fc === 'buttons-full' || fc === 'snaps')
    out.push(
      pom(
        'placketWidth',
        kind === 'jacket' || kind === 'vest' ? 'Front facing / placket width' : 'Front placket width',
        kind === 'shirt' ? 3.5 : 4,
        0,
        'detail',
        'front_closure',
      ),
    );
  return out;
}

/** Pockets and hem, then a chest pocket's position. */
export function topPocketAndHemPoms(
  kind: GarmentKind,
  v: Record<string, string>,
  knit: boolean,
  padded: boolean,
): GrammarPom[] {
  const out: GrammarPom[] = [];
  const pk = v.pockets ?? 'none';
  if (pk === 'patch') {
    out.push(pom('pocketWidth', 'Patch pocket width', kind === 'jacket' ? 17 : 12, 0, 'detail', 'pockets'));
    out.push(
      pom('pocketHeight', 'Patch pocket height', kind === 'jacket' ? 18 : 13.5, 0, 'detail', 'pockets'),
    );
  }
  if (pk === 'inset')
    out.push(
      pom(
        'pocketOpening',
        'Pocket opening',
        kind === 'jacket' || kind === 'vest' ? 17 : 15,
        0,
        'detail',
        'pockets',
      ),
    );
  if (pk === 'kangaroo') {
    out.push(pom('kangarooWidth', 'Kangaroo pocket width (bottom)', 36, 1, 'girth', 'pockets'));
    out.push(pom('kangarooHeight', 'Kangaroo pocket height', 20, 0, 'detail', 'pockets'));
  }
  if (pk === 'cargo') {
    out.push(pom('cargoPocketWidth', 'Cargo pocket width', 17, 0, 'detail', 'pockets'));
    out.push(pom('cargoPocketHeight', 'Cargo pocket height', 19, 0, 'detail', 'pockets'));
  }
  // hem
  if (RIB_CUFF_KINDS.includes(kind)) out.push(pom('hemRibHeight', 'Hem rib height', 6, 0, 'detail'));
  else if (!padded)
    out.push(pom('hemHeight', 'Hem height (finished)', knit ? 2 : kind === 'dress' ? 3 : 1.5, 0, 'detail'));
  if (pk === 'patch' && kind !== 'jacket')
    out.push(
      pom('pocketFromHps', 'Chest pocket top from HPS', 19, 0.5, 'length', 'pockets'),
      pom('pocketFromCf', 'Chest pocket from centre front', 6, 0.3, 'girth', 'pockets'),
    );
  return out;
}
