// The garment groups a pack's type falls in (the pack's style code, its typical proportions, the annotated photo). The
// points of measure themselves come from the garment grammar (grammar/poms.ts).

export type PomGroup =
  'tee' | 'shirt' | 'long-sleeve' | 'jacket' | 'hoodie' | 'pants' | 'shorts' | 'dress' | 'skirt';

// Maps any garment name (analyzer class, form value, label) to its POM group.
export function pomGroupOf(garmentType: string): PomGroup {
  const t = garmentType.toLowerCase();
  if (t.includes('hood') || t.includes('sweatshirt')) return 'hoodie';
  if (
    t.includes('jacket') ||
    t.includes('coat') ||
    t.includes('outwear') ||
    t.includes('outerwear') ||
    t.includes('blazer')
  )
    return 'jacket';
  if (t.includes('dress')) return 'dress';
  if (t.includes('skirt')) return 'skirt';
  if (t.includes('short')) return 'shorts';
  if (t.includes('pant') || t.includes('trouser') || t.includes('jean')) return 'pants';
  if (t.includes('long-sleeve') || t.includes('long sleeve') || t.includes('longsleeve'))
    return 'long-sleeve';
  if (t === 'shirt' || t.includes('button') || t.includes('blouse')) return 'shirt';
  return 'tee';
}
