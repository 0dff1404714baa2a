// Length classes as body landmarks: where each length answer (mini, knee, midi, maxi; cropped, hip, thigh; full,
// cropped; short, bermuda) ends on the wearer, so each size's length comes from that size's body (sizing/landmarks.ts).
import type { Landmark, LengthRule } from '../sizing/landmarks';
import type { GrammarFamily } from './types';

/** Where a dress or skirt hem falls: mini at mid-thigh, knee at the knee centre, midi at mid-calf, maxi 5 cm above the ankle. */
export const HEM_LEVEL: Record<string, { to: Landmark; offset: number }> = {
  mini: { to: 'midThigh', offset: 0 },
  knee: { to: 'knee', offset: 0 },
  midi: { to: 'midCalf', offset: 0 },
  maxi: { to: 'ankle', offset: -5 },
};

/** Where a top's hem falls (the kind's block sets how far below it): cropped at the waist, hip, tunic at mid-thigh. */
export const TOP_HEM_LEVEL: Record<string, Landmark> = {
  cropped: 'waist',
  hip: 'hip',
  thigh: 'midThigh',
  'knee-or-longer': 'knee',
};

/** A trouser's inseam as a share of inside leg less 2 cm (full, cropped); a short's as a share of crotch to knee. */
export const INSEAM_SHARE: Record<string, number> = { full: 1, cropped: 0.8, short: 0.4, bermuda: 0.75 };

/** The landmark rule of each length point of measure a garment drafts, by its key. */
export function lengthRules(fam: GrammarFamily, v: Record<string, string>): Record<string, LengthRule> {
  if (fam === 'dress') {
    const hem = HEM_LEVEL[v.length ?? 'knee'] ?? HEM_LEVEL.knee!;
    return {
      length: { from: 'hps', ...hem },
      waistPosition: { from: 'hps', to: 'waist' },
      skirtLength: { from: 'waist', ...hem },
    };
  }
  if (fam === 'skirt') {
    const hem = HEM_LEVEL[v.length ?? 'knee'] ?? HEM_LEVEL.knee!;
    return { skirtLength: { from: 'waist', ...hem } };
  }
  if (fam === 'pants') {
    const times = INSEAM_SHARE[v.length ?? 'full'] ?? 1;
    return {
      inseam: { from: 'crotch', to: 'floor', offset: -2, times },
      outseam: { follows: 'inseam' },
    };
  }
  if (fam === 'shorts') {
    const times = INSEAM_SHARE[v.length ?? 'short'] ?? INSEAM_SHARE.short!;
    return { inseam: { from: 'crotch', to: 'knee', times }, outseam: { follows: 'inseam' } };
  }
  const to = TOP_HEM_LEVEL[v.length ?? 'hip'] ?? 'hip';
  return {
    length: { from: 'hps', to, stepOnly: true },
    centreBackLength: { follows: 'length' },
  };
}
