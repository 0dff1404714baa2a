import type { TechPack, TechPackUpdate } from '@techpack/contracts';

// Measurements that must agree with each other, at every size of the pack's range: the outseam is the inseam
// plus the rise, a sleeve opening is narrower than the bicep, a dress's waist sits above its hem and its skirt length
// is what is left below the waist. The fix, where one is clear, sets the sample size's value the others imply.

type Add = (
  code: string,
  severity: 'error' | 'warning',
  message: string,
  fields: string[],
  fix?: TechPackUpdate,
) => void;

/** How far the outseam may differ from inseam + front rise (cm): the waistband and the crotch curve take up some. */
export const OUTSEAM_SLACK_CM = 3;

const r1 = (n: number) => Math.round(n * 10) / 10;

export function measureChecks(pack: TechPack, add: Add): void {
  const rows = pack.pointsOfMeasure.rows;
  const sizes = pack.pointsOfMeasure.sizes;
  const row = (key: string) => rows.find((r) => r.key === key);
  const s0 = pack.selectedSize;
  const first = (pred: (s: string) => boolean) => sizes.find(pred);

  const inseam = row('inseam');
  const outseam = row('outseam');
  const rise = row('frontRise');
  if (inseam && outseam && rise) {
    const off = first(
      (s) =>
        Math.abs((outseam.values[s] ?? 0) - ((inseam.values[s] ?? 0) + (rise.values[s] ?? 0))) >
        OUTSEAM_SLACK_CM,
    );
    if (off) {
      const want = r1((inseam.values[s0] ?? 0) + (rise.values[s0] ?? 0));
      add(
        'OUTSEAM_NOT_INSEAM_PLUS_RISE',
        'error',
        `Outseam (${outseam.values[off]} cm at ${off}) should be about inseam + front rise (${r1((inseam.values[off] ?? 0) + (rise.values[off] ?? 0))} cm), within ${OUTSEAM_SLACK_CM} cm`,
        ['measurements.outseam', 'measurements.inseam', 'measurements.frontRise'],
        { measurements: { outseam: want } },
      );
    }
  }
  const bicep = row('bicep');
  const opening = row('sleeveOpening');
  if (bicep && opening) {
    const off = first((s) => (opening.values[s] ?? 0) >= (bicep.values[s] ?? Infinity));
    if (off)
      add(
        'SLEEVE_OPENING_WIDER_THAN_BICEP',
        'error',
        `1/2 sleeve opening (${opening.values[off]} cm at ${off}) must be narrower than the 1/2 bicep (${bicep.values[off]} cm)`,
        ['measurements.sleeveOpening', 'measurements.bicep'],
        { measurements: { sleeveOpening: r1((bicep.values[s0] ?? 0) * 0.9) } },
      );
  }
  const length = row('length');
  const waistPos = row('waistPosition');
  if (length && waistPos) {
    const off = first((s) => (waistPos.values[s] ?? 0) >= (length.values[s] ?? Infinity));
    if (off)
      add(
        'WAIST_BELOW_HEM',
        'error',
        `HPS to waist (${waistPos.values[off]} cm at ${off}) must be shorter than the length (${length.values[off]} cm)`,
        ['measurements.waistPosition', 'measurements.length'],
      );
    const skirt = row('skirtLength');
    if (skirt && !off) {
      const bad = first(
        (s) =>
          Math.abs((skirt.values[s] ?? 0) + (waistPos.values[s] ?? 0) - (length.values[s] ?? 0)) >
          OUTSEAM_SLACK_CM,
      );
      if (bad)
        add(
          'SKIRT_LENGTH_MISMATCH',
          'warning',
          `Skirt length + HPS to waist (${r1((skirt.values[bad] ?? 0) + (waistPos.values[bad] ?? 0))} cm at ${bad}) should make the length (${length.values[bad]} cm)`,
          ['measurements.skirtLength', 'measurements.waistPosition', 'measurements.length'],
          { measurements: { skirtLength: r1((length.values[s0] ?? 0) - (waistPos.values[s0] ?? 0)) } },
        );
    }
  }
}
