// The engine's garment kinds: what a pack's garment type is drawn as.
// Pure data: no DOM, no network, no runtime imports from other packages (the studio bundles this file).

export type GarmentKind =
  'tee' | 'shirt' | 'long-sleeve' | 'hoodie' | 'jacket' | 'pants' | 'shorts' | 'dress' | 'skirt';

export function garmentKindOf(garmentType: string): GarmentKind {
  const t = garmentType.toLowerCase();
  if (t.includes('hood') || t.includes('sweatshirt')) return 'hoodie';
  if (
    t.includes('jacket') ||
    t.includes('coat') ||
    t.includes('outwear') ||
    t.includes('outerwear') ||
    t.includes('blazer') ||
    t === 'vest'
  )
    return 'jacket';
  if (t.includes('dress')) return 'dress';
  if (t.includes('skirt')) return 'skirt';
  if (t.includes('short')) return 'shorts';
  if (t.includes('pant') || t.includes('trouser') || t.includes('jean') || t.includes('jogger'))
    return 'pants';
  if (t.includes('long-sleeve') || t.includes('long sleeve') || t.includes('longsleeve'))
    return 'long-sleeve';
  if (t === 'shirt' || t.includes('button') || t.includes('blouse')) return 'shirt';
  return 'tee';
}

export const isBottom = (k: GarmentKind) => k === 'pants' || k === 'shorts' || k === 'skirt';
