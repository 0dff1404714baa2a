// The construction list's building blocks: one operation (ISO 4915 stitch, ISO 4916 seam), the stitches the rules
// name most, and the garment being built (its operations so far, class, features, fabric) with its seam and hem rules.
import type { Fabric, GarmentKind } from '../fabrics';
import { isKnit } from './fabric';
import type { GrammarFamily, GrammarOperation } from './types';

export const op = (
  operation: string,
  isoStitch: string,
  stitchName: string,
  isoSeam: string,
  seamName: string,
  spi: number,
  seamAllowanceCm: number,
  notes: string,
): GrammarOperation => ({
  operation,
  isoStitch,
  stitchName,
  isoSeam,
  seamName,
  spi,
  seamAllowanceCm,
  notes,
});
export const OL4 = '4-thread overlock (safety)';
export const COVER = '2-needle coverstitch';
export const LOCK = 'Lockstitch';
export const NEAT = 'Lockstitch, edges neatened with 3-thread overlock (504)';

/** The garment being built: its operations so far, what they follow, and the seam and hem it takes everywhere. */
export interface ConstructionBuild {
  ops: GrammarOperation[];
  kind: GarmentKind;
  fam: GrammarFamily;
  v: Record<string, string>;
  fabric: Fabric;
  padded: boolean;
  knit: boolean;
  leather: boolean;
  /** tops, outerwear and dresses */
  upper: boolean;
  /** a seam as the fabric sews it (overlock on knits, leather needle, through wadding, felled on shirts and jeans) */
  seam: (name: string, notes?: string) => void;
  /** a hem as the fabric takes it (coverstitched on knits, glued on leather, turned twice on wovens) */
  hem: (name: string, depth: number) => void;
}

export function constructionBuild(
  kind: GarmentKind,
  fam: GrammarFamily,
  v: Record<string, string>,
  fabric: Fabric,
  padded: boolean,
): ConstructionBuild {
  const ops: GrammarOperation[] = [];
  const knit = isKnit(fabric);
  const leather = fabric.family === 'leather';
  const upper = fam === 'top' || fam === 'outerwear' || fam === 'dress';
  const seam = (name: string, notes = '') => {
    if (knit) ops.push(op(name, '514', OL4, '1.01.01', 'Superimposed plain seam', 12, 0.6, notes));
    else if (leather)
      ops.push(
        op(
          name,
          '301',
          `${LOCK} (leather needle)`,
          '1.01.01',
          'Plain seam, glued open and topstitched',
          8,
          1,
          notes || 'Seam allowances glued and hammered flat',
        ),
      );
    else if (padded)
      ops.push(
        op(
          name,
          '301',
          LOCK,
          '1.01.01',
          'Plain seam, shell to shell',
          10,
          1,
          notes || 'Wadding caught in seam',
        ),
      );
    else if ((kind === 'shirt' || kind === 'jeans') && /side|inseam|seat|yoke/i.test(name))
      ops.push(
        op(name, '401', '2-needle chainstitch (felling)', '2.04.06', 'Flat-felled seam', 12, 1, notes),
      );
    else ops.push(op(name, '301 + 504', NEAT, '1.01.01', 'Superimposed plain seam, neatened', 12, 1, notes));
  };
  const hem = (name: string, depth: number) => {
    if (knit)
      ops.push(
        op(
          name,
          '406',
          COVER,
          '6.02.01',
          'Turned hem, coverstitched',
          12,
          depth,
          `Hem depth ${depth} cm, 0.6 cm needle gauge`,
        ),
      );
    else if (leather)
      ops.push(op(name, '301', LOCK, '6.02.01', 'Turned hem, glued and topstitched', 8, depth, ''));
    else
      ops.push(
        op(
          name,
          '301',
          LOCK,
          '6.03.01',
          'Turned-twice hem',
          12,
          depth,
          fam === 'dress' || fam === 'skirt' ? 'Blind stitch (ISO 103) alternative' : 'Topstitch 0.6 cm',
        ),
      );
  };
  return { ops, kind, fam, v, fabric, padded, knit, leather, upper, seam, hem };
}
