import type { GarmentSpec } from '@techpack/catalog';

// Details the flats draw from the derived garment (libs/flats: a dress's darts, gathers and waist seam) are operations
// the factory sews: the construction lists each one the drawing shows, so nothing is drawn that is not specified.

const DART_SILHOUETTES = ['sheath', 'fit-and-flare', 'a-line'];
const GATHER_SILHOUETTES = ['fit-and-flare', 'tiered'];
const WAIST_SEAM_SILHOUETTES = ['fit-and-flare', 'a-line', 'tiered'];

export function addDrawnDetails(spec: GarmentSpec): void {
  if (spec.kind !== 'dress') return;
  const sil = spec.features.silhouette ?? '';
  const has = (re: RegExp) => spec.operations.some((o) => re.test(o.operation));
  const op = (operation: string, seamName: string, notes: string) =>
    spec.operations.push({ operation, isoStitch: '301', stitchName: 'Lockstitch', isoSeam: '1.01.01', seamName, spi: 12, seamAllowanceCm: 1, notes });
  if ((WAIST_SEAM_SILHOUETTES.includes(sil) || spec.features.waist === 'plain-waistband') && !has(/waist/i))
    op('Waist seam (bodice to skirt)', 'Superimposed seam, neatened 504', 'Waist seam stay-taped');
  if (DART_SILHOUETTES.includes(sil) && !has(/dart/i)) op('Darts (bust darts front, waist darts front and back)', 'Dart stitched to a point', 'Threads knotted at the point, pressed towards centre');
  if (GATHER_SILHOUETTES.includes(sil) && !has(/gather/i)) op(sil === 'tiered' ? 'Gathered tiers' : 'Gathered skirt at waist seam', 'Two rows of long lockstitch, drawn up', 'Gathers distributed evenly, stitched before the seam');
}
