import { defaultSizeRange, isSizeRange, sizesOf, type SizeRange } from '@techpack/catalog';
import type { TechPack } from '@techpack/contracts';

// The words that follow the pack's size range: the style category (a kids' dress is Kidswear, not Womenswear) and the
// size label's range. Catalogued here so the factory-language layer translates them.
export const RANGE_CATEGORY: Record<SizeRange, string> = {
  womens: 'Womenswear',
  mens: 'Menswear',
  unisex: 'Unisex',
  kids: 'Kidswear',
};
const RANGE_WORDS = /^(Womenswear|Menswear|Unisex|Kidswear)(\s*-\s*)?/;

// as the trade inputs read it: the designer's range, else the garment type's default
export const rangeOf = (pack: Pick<TechPack, 'sizeRange' | 'aiAnalysis' | 'provenance'>): SizeRange =>
  isSizeRange(pack.sizeRange) && pack.provenance.sizeRange === 'user'
    ? pack.sizeRange
    : defaultSizeRange(pack.aiAnalysis.garmentType);

/** The style category for a range: the range's word, then the analyzer's kind of garment where it says more. */
export function categoryForRange(category: string, range: SizeRange): string {
  const rest = category.replace(RANGE_WORDS, '').trim();
  if (range === 'unisex') return rest || RANGE_CATEGORY.unisex;
  return rest ? `${RANGE_CATEGORY[range]} - ${rest}` : RANGE_CATEGORY[range];
}

/** "XS-XXL" or "2Y-14Y": the sizes a size label carries. */
export function sizeSpan(range: SizeRange): string {
  const sizes = sizesOf(range);
  return `${sizes[0]}-${sizes[sizes.length - 1]}`;
}
