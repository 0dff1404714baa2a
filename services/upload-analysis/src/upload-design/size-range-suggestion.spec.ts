import { describe, expect, it } from '@jest/globals';
import type { AiAnalysis } from '@techpack/contracts';
import { designerWords, saysKids, withSizeRangeSuggestion } from './size-range-suggestion';

const analysis = (audience?: AiAnalysis['audience']): AiAnalysis => ({
  garmentType: 't-shirt',
  silhouette: 'Straight',
  styleCategory: 'Casual',
  description: 'A tee',
  components: {},
  confidence: 0.9,
  ...(audience ? { audience } : {}),
});

describe("the kids' size range suggested at upload", () => {
  it('reads the words of a file name as the designer wrote them', () => {
    expect(designerWords('GirlsParty_dress-01.JPG')).toBe('girls party dress 01');
    expect(designerWords('Boys’ tee.png')).toBe("boys' tee");
  });

  it.each([
    'kids-tee.jpg',
    'KidsHoodie.png',
    "children's party dress.jpg",
    'Girls dress.jpg',
    "girls' top.jpeg",
    'BOYS_SHORTS.jpg',
    "boy's jacket.jpg",
    'baby romper.jpg',
    'baby.jpg',
    'toddler-leggings.webp',
  ])('%s names children’s wear', (name) => expect(saysKids(name)).toBe(true));

  it.each([
    'tee.jpg',
    'kid-mohair-sweater.jpg',
    'kidskin jacket.jpg',
    'boyfriend-jeans.jpg',
    'girl power tee.jpg',
    'baby-blue-shirt.jpg',
    'baby tee.jpg',
    'babydoll dress.jpg',
    'baby rib top.jpg',
    'IMG_2041.jpg',
  ])('%s does not', (name) => expect(saysKids(name)).toBe(false));

  it("suggests kids from the designer's text first, then from the analysis's audience; nothing otherwise", () => {
    expect(withSizeRangeSuggestion(analysis('kids'), ['kids tee.jpg'])).toMatchObject({
      suggestedSizeRange: 'kids',
      suggestedSizeRangeSource: 'designer text',
    });
    expect(withSizeRangeSuggestion(analysis(), ['Toddler tee.jpg'])).toMatchObject({
      suggestedSizeRange: 'kids',
      suggestedSizeRangeSource: 'designer text',
    });
    expect(withSizeRangeSuggestion(analysis('kids'), ['IMG_2041.jpg'])).toMatchObject({
      suggestedSizeRange: 'kids',
      suggestedSizeRangeSource: 'photo analysis',
    });
    for (const a of [analysis(), analysis('adult'), analysis('unclear')]) {
      const out = withSizeRangeSuggestion(a, ['IMG_2041.jpg', undefined]);
      expect(out).toEqual(a);
      expect(out).not.toHaveProperty('suggestedSizeRange');
    }
  });
});
