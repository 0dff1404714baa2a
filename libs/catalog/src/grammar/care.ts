// Care: fibres of a composition, the care they allow, and contradictions.
// ------------------------------------------------------------------------------------------ care

export const CARE_LINES: Record<string, string[]> = {
  'machine-wash-cold': [
    'Machine wash cold 30 °C, similar colours',
    'Do not bleach',
    'Tumble dry low',
    'Iron low, do not iron print',
    'Do not dry clean',
  ],
  'machine-wash-warm': [
    'Machine wash warm 40 °C',
    'Do not bleach',
    'Tumble dry medium',
    'Iron medium',
    'Do not dry clean',
  ],
  'hand-wash-only': [
    'Hand wash cold',
    'Do not bleach',
    'Do not tumble dry; dry flat in shade',
    'Iron low',
    'Do not dry clean',
  ],
  'dry-clean-only': ['Dry clean only (P)', 'Do not wash', 'Do not bleach', 'Do not tumble dry', 'Iron low'],
  'delicate-cycle': [
    'Machine wash 30 °C, delicate cycle',
    'Do not bleach',
    'Line dry',
    'Iron low',
    'Do not dry clean',
  ],
};

export const CARE_RANK = [
  'machine-wash-warm',
  'machine-wash-cold',
  'delicate-cycle',
  'hand-wash-only',
  'dry-clean-only',
];

export type Fibre =
  | 'cotton'
  | 'polyester'
  | 'polyamide'
  | 'elastane'
  | 'viscose'
  | 'wool'
  | 'cashmere'
  | 'silk'
  | 'linen'
  | 'leather'
  | 'acrylic'
  | 'other';

/** Fibres and percentages of a composition text ('80% Cotton, 20% Polyester'). */
export function parseComposition(text: string): { fibre: Fibre; label: string; percent: number }[] {
  const out: { fibre: Fibre; label: string; percent: number }[] = [];
  const first = text.split(';')[0];
  for (const m of first.matchAll(/(\d+(?:\.\d+)?)\s*%\s*([A-Za-z][A-Za-z -]*)/g)) {
    const label = m[2].trim();
    const l = label.toLowerCase();
    const fibre: Fibre = /leather|lambskin|cowhide|suede/.test(l)
      ? 'leather'
      : /cashmere/.test(l)
        ? 'cashmere'
        : /wool|merino/.test(l)
          ? 'wool'
          : /silk/.test(l)
            ? 'silk'
            : /viscose|rayon|bamboo|modal|lyocell/.test(l)
              ? 'viscose'
              : /linen|flax/.test(l)
                ? 'linen'
                : /elastane|spandex|lycra/.test(l)
                  ? 'elastane'
                  : /polyamide|nylon/.test(l)
                    ? 'polyamide'
                    : /polyester/.test(l)
                      ? 'polyester'
                      : /acrylic/.test(l)
                        ? 'acrylic'
                        : /cotton/.test(l)
                          ? 'cotton'
                          : 'other';
    out.push({ fibre, label, percent: Number(m[1]) });
  }
  return out;
}

/** Care that suits the fibre (wool and cashmere hand wash, silk and leather dry clean, viscose and padded delicate). */
export function careForFibre(
  composition: string,
  opts: { padded?: boolean; denim?: boolean } = {},
): { instruction: string; lines: string[] } {
  const fibres = parseComposition(composition);
  const share = (f: Fibre) => fibres.filter((x) => x.fibre === f).reduce((s, x) => s + x.percent, 0);
  let instruction = 'machine-wash-cold';
  if (share('leather') > 0) instruction = 'dry-clean-only';
  else if (share('silk') >= 50) instruction = 'dry-clean-only';
  else if (share('wool') + share('cashmere') >= 30)
    instruction =
      share('wool') + share('cashmere') >= 100 && /flannel/i.test(composition)
        ? 'dry-clean-only'
        : 'hand-wash-only';
  else if (opts.padded || share('viscose') >= 50) instruction = 'delicate-cycle';
  const lines = [...CARE_LINES[instruction]];
  if (share('leather') > 0) lines.splice(0, 1, 'Professional leather clean only');
  if (share('elastane') > 0 && instruction !== 'dry-clean-only')
    lines.push('Do not tumble dry hot (elastane)');
  if (opts.denim) lines.push('Wash inside out with similar colours; indigo may bleed');
  // a padded garment that may be tumbled regains its loft that way (never one that is hand washed or dry cleaned)
  if (opts.padded && instruction !== 'hand-wash-only' && instruction !== 'dry-clean-only')
    lines.splice(2, 1, 'Tumble dry low with dryer balls to restore loft');
  return { instruction, lines };
}

/** Does a care instruction contradict the fibre? (machine washing wool, silk or leather; warm washing viscose or elastane.) */
export function careContradiction(instruction: string, composition: string): string | undefined {
  const fibres = parseComposition(composition);
  const share = (f: Fibre) => fibres.filter((x) => x.fibre === f).reduce((s, x) => s + x.percent, 0);
  const machine = instruction.startsWith('machine-wash') || instruction === 'delicate-cycle';
  if (share('leather') > 0 && instruction !== 'dry-clean-only')
    return 'Leather cannot be washed: use dry-clean-only (specialist leather clean)';
  if (share('silk') >= 50 && machine)
    return 'Silk should not be machine washed: use hand-wash-only or dry-clean-only';
  if (share('wool') + share('cashmere') >= 30 && instruction.startsWith('machine-wash'))
    return 'Wool and cashmere felt in a machine wash: use hand-wash-only or dry-clean-only';
  if ((share('viscose') >= 50 || share('elastane') > 0) && instruction === 'machine-wash-warm')
    return 'Viscose and elastane do not take a warm wash: use machine-wash-cold or delicate-cycle';
  return undefined;
}

// ------------------------------------------------------------------------------------------ BOM, trims, artwork
