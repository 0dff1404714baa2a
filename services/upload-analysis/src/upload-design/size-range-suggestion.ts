import type { AiAnalysis, SizeRangeSuggestionSource } from '@techpack/contracts';

// A kids' size range offered to the designer, never applied: the studio's size-range panel shows it where the designer
// chose no range at upload, with a one-click switch. Two honest sources, the designer's own words first:
// - the text the designer gave at upload (the form sends the photo's file name) naming children's wear;
// - the photo analysis answering audience 'kids' (the vision model asks it; the local model has no children's-wear
//   label and answers nothing, so nothing is suggested from it).

// Words that name children's wear. Not 'kid' (kid mohair, kidskin), 'girl' or 'boy' alone (slogans, boyfriend fits);
// 'baby' not as a colour (baby blue), a fabric (baby rib) or the adult cropped "baby tee".
const KIDS_WORD =
  /(?<![a-z])(?:(?:kids|kid's|kiddies|children|children's|childrens|child's|girls'?|girl's|boys'?|boy's|babies|baby's|toddlers?)(?![a-z'])|baby(?![a-z'])(?! (?:blue|pink|yellow|green|lilac|grey|gray|rib|tee|t|doll)(?![a-z])))/;

/** The words of a file name or a text, as a designer wrote them ('GirlsParty_dress-01.jpg': 'girls party dress 01'). */
export function designerWords(text: string): string {
  return text
    .replace(/\.[A-Za-z0-9]{2,5}$/, '') // the file's extension
    .replace(/([a-z])([A-Z])/g, '$1 $2') // camelCase
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();
}

/** True when the designer's text names children's wear. */
export function saysKids(text: string | undefined): boolean {
  return !!text && KIDS_WORD.test(designerWords(text));
}

/** The analysis with the kids suggestion and its source, where the designer's text or the analysis tells. */
export function withSizeRangeSuggestion<A extends AiAnalysis>(
  analysis: A,
  designerText: (string | undefined)[],
): A {
  const source: SizeRangeSuggestionSource | undefined = designerText.some(saysKids)
    ? 'designer text'
    : analysis.audience === 'kids'
      ? 'photo analysis'
      : undefined;
  return source ? { ...analysis, suggestedSizeRange: 'kids', suggestedSizeRangeSource: source } : analysis;
}
