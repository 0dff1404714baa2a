// Length classes (mini, knee, midi, maxi; cropped, hip, thigh, knee-or-longer; full, cropped; short, bermuda) as the
// wearer's body at the range's sample size: a knee dress is the sample size's HPS-to-knee, a full trouser's inseam its
// inside leg (sizing/body-landmarks.ts, cited there). The other sizes grade from that value by the range's length
// steps (sizing/grade.ts), so an adult's body length still steps by the range's grade.
import { between, landmarkHeight, type Landmark } from '../sizing/body-landmarks';
import { fitToRange, type LengthRule } from '../sizing/apply';
import type { SizeRange } from '../sizing/ranges';
import type { GrammarFamily } from './types';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Where a dress's or skirt's hem falls: mid-thigh, knee, mid-calf, ankle. */
export const HEM_LEVEL: Record<string, Landmark> = {
  mini: 'midThigh',
  knee: 'knee',
  midi: 'midCalf',
  maxi: 'ankle',
};

/** A short's inseam as a share of crotch to knee: a short ends 0.4 of the way down, a bermuda 0.8 (above the knee). */
export const SHORTS_SHARE: Record<string, number> = { short: 0.4, bermuda: 0.8 };

/**
 * A trouser's inseam at the sample size: full to the floor (the inside leg, the crotch height), cropped to midway
 * between mid-calf and ankle.
 */
export function trouserInseam(range: SizeRange, length: string | undefined): number {
  const crotch = landmarkHeight(range, 'crotch');
  if (length !== 'cropped') return crotch;
  return round1(crotch - (landmarkHeight(range, 'midCalf') + landmarkHeight(range, 'ankle')) / 2);
}

/** The torso (HPS to crotch) at the range's sample size, against the unisex one the tops' blocks are drawn for. */
export const torsoScale = (range: SizeRange): number =>
  between(range, 'hps', 'crotch') / between('unisex', 'hps', 'crotch');

/**
 * The length rules of the points of measure a garment drafts, by key: a class length at the sample size (`at`), the
 * drafted value scaled by the body (`scale`: a top's kind sets its own length, the class its proportion), or the
 * drafted difference from another point of measure (`follows`: an outseam is its inseam plus the rise).
 */
export function lengthRules(
  fam: GrammarFamily,
  v: Record<string, string>,
  range: SizeRange,
): Record<string, LengthRule> {
  const hem = HEM_LEVEL[v.length ?? 'knee'] ?? 'knee';
  if (fam === 'dress')
    return { length: { at: between(range, 'hps', hem) }, skirtLength: { follows: 'length' } };
  if (fam === 'skirt') return { skirtLength: { at: between(range, 'waist', hem) } };
  if (fam === 'pants')
    return { inseam: { at: trouserInseam(range, v.length) }, outseam: { follows: 'inseam' } };
  if (fam === 'shorts') {
    const share = SHORTS_SHARE[v.length ?? 'short'] ?? SHORTS_SHARE.short!;
    return {
      inseam: { at: round1(between(range, 'crotch', 'knee') * share) },
      outseam: { follows: 'inseam' },
    };
  }
  return {
    length: { scale: torsoScale(range) },
    centreBackLength: { follows: 'length' },
    zipLength: { follows: 'length' },
  };
}

/** Brings drafted points of measure to a range and fit (sizing/apply.ts) with the garment's length class. */
export function fitWithLength<T extends Parameters<typeof fitToRange>[0][number]>(
  poms: T[],
  fam: GrammarFamily,
  v: Record<string, string>,
  opts: Omit<Parameters<typeof fitToRange>[1], 'lengths'>,
): T[] {
  return fitToRange(poms, { ...opts, lengths: lengthRules(fam, v, opts.range) });
}
