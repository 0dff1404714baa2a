// Construction below the waist and of pockets: a bottom's seams, waist and hem, then the garment's pockets.
import { type ConstructionBuild, COVER, LOCK, OL4, op } from './construction-kit';

/** Pants, shorts and skirts: the seams, the waist (elastic casing, fly and waistband, or invisible zip) and the hem. */
export function bottomWaistOps(b: ConstructionBuild): void {
  const { ops, kind, fam, v, knit, seam, hem } = b;
  if (fam === 'skirt') seam('Side seams');
  else {
    seam('Inseam');
    seam('Outseam');
    seam('Seat / back rise');
  }
  if (v.waist === 'elastic-or-drawcord') {
    ops.push(
      op(
        'Elastic waistband (casing)',
        knit ? '406' : '301',
        knit ? COVER : LOCK,
        '3.05.01',
        'Folded band enclosing elastic',
        10,
        1,
        'Elastic joined by lapping, channel topstitched; drawcord through 2 eyelets at CF',
      ),
    );
  } else if (v.waist === 'fly-and-waistband') {
    ops.push(
      op(
        'Fly and front rise',
        '301',
        LOCK,
        '1.06.02',
        'Fly with J-stitch',
        10,
        1,
        'Bartack (ISO 304) at fly base',
      ),
    );
    ops.push(
      op(
        'Waistband attach',
        '301',
        LOCK,
        '3.05.01',
        'Folded band',
        10,
        1,
        'Belt loops bartacked; buttonhole ISO 304',
      ),
    );
  } else {
    ops.push(
      op(
        'Invisible zip',
        '301',
        LOCK,
        '1.01.01',
        'Invisible zip insertion',
        12,
        1.5,
        'Zip foot; hook and bar at waistband',
      ),
    );
    ops.push(
      op('Waistband attach', '301', LOCK, '3.05.01', 'Folded waistband', 12, 1, 'Stitch-in-the-ditch'),
    );
  }
  if (kind === 'joggers')
    ops.push(
      op(
        'Leg cuff rib attach',
        '514',
        OL4,
        '1.01.01',
        'Superimposed seam',
        12,
        0.6,
        'Rib stretched to leg opening',
      ),
    );
  else hem(fam === 'skirt' ? 'Hem' : 'Leg hem', knit ? 2 : fam === 'skirt' ? 3 : 2);
}

/** Pockets of any garment (a pair of jeans always has its patch and scoop pockets). */
export function pocketOps(b: ConstructionBuild): void {
  const { ops, kind, v, knit } = b;
  // pockets
  const pk = v.pockets ?? 'none';
  if (pk === 'patch' || kind === 'jeans')
    ops.push(
      op(
        'Patch pockets',
        '301',
        LOCK,
        '5.31.01',
        'Patch pocket, edge-stitched',
        12,
        1,
        'Corners bartacked (ISO 304)',
      ),
    );
  if (pk === 'inset' || kind === 'jeans')
    ops.push(
      op(
        kind === 'jeans' ? 'Front scoop pockets' : 'Inset pockets with pocket bags',
        '301',
        LOCK,
        '1.06.02',
        'Pocket bag seam, neatened 504',
        12,
        1,
        'Pocket mouth bartacked',
      ),
    );
  if (pk === 'kangaroo')
    ops.push(
      op(
        'Kangaroo pocket',
        knit ? '406' : '301',
        knit ? COVER : LOCK,
        '5.31.01',
        'Patch pocket, topstitched',
        12,
        1,
        'Hand openings bound; bartack at top corners',
      ),
    );
  if (pk === 'cargo')
    ops.push(
      op(
        'Cargo pockets with flaps',
        '301',
        LOCK,
        '5.31.01',
        'Bellows pocket',
        12,
        1,
        'Flaps with snaps; bartacks at corners',
      ),
    );
}
