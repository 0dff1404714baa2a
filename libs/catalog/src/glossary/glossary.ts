import en from './terms/en.json';
import zhHans from './terms/zh-Hans.json';
import vi from './terms/vi.json';

// The factory-language glossary: every sentence the product generates for a pack has a key, its English template
// (en.json) and a reviewed text per language (zh-Hans.json, vi.json), each file naming its published sources. Nothing
// is machine-translated: a string the glossary lacks stays in English (and the glossary tests fail on it).
//
// A generated string is cut into segments at the separators the pages use ("  -  ", ": ", "; ", " / ", new lines,
// a two-space "(" tag); in each segment numbers become {n}, so "Chest width 52 cm" and "Chest width 54 cm" are one
// template "Chest width {n} cm"; the translation carries the same {n} in the same order, and the numbers go back in
// as written. Segments without words (codes, sizes, numbers with units) are printed as they are.

export const PDF_LANGUAGES = ['en', 'zh-Hans', 'vi'] as const;
export type PdfLanguage = (typeof PDF_LANGUAGES)[number];
export type FactoryLanguage = Exclude<PdfLanguage, 'en'>;
export const FACTORY_LANGUAGES: FactoryLanguage[] = ['zh-Hans', 'vi'];

export interface GlossaryFile {
  language: string;
  name: string;
  version: string;
  reviewed: string;
  sources: string[];
  terms: Record<string, string>;
}

export const GLOSSARIES: Record<FactoryLanguage, GlossaryFile> = {
  'zh-Hans': zhHans as GlossaryFile,
  vi: vi as GlossaryFile,
};
export const ENGLISH_TEMPLATES: Record<string, string> = (en as { terms: Record<string, string> }).terms;

export const isPdfLanguage = (v: unknown): v is PdfLanguage =>
  typeof v === 'string' && (PDF_LANGUAGES as readonly string[]).includes(v);
export const isFactoryLanguage = (v: unknown): v is FactoryLanguage => v !== 'en' && isPdfLanguage(v);

// what a translation carries over exactly as the English writes it, in order: colour hex codes, numbers as written
// (52, 0.3937, 1,000; 24 1/8 as 24, 1, 8), and codes (sizes, POM codes, ISO, cost line refs, a Pantone reference
// with its colour's name: "19-4052 TCX Classic Blue" is Pantone's name, never translated), and a quoted question
// (a comment's words, printed as written)
export const NUMBER =
  /(?<![\d])"[^"\n]{1,80}"(?![\p{L}])|#[0-9A-Fa-f]{6}(?![\p{L}\p{N}])|(?<![\p{L}\p{N}_#])[A-Z]{1,4}(?:-[A-Z0-9]+)+(?![\p{L}\p{N}_])|\d+(?:\.\d+)*(?:Y(?![\p{L}\p{N}]))?|(?<![\p{L}\p{N}_#])TC[XG](?: [A-Z][a-z]+)*(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_#])(?:[A-Z]{1,4}\d[A-Z0-9]*|OVH|MRG|FIN|CUT|KNT|HND|ALW|TRM|PRS|INS|PCK|XXXL|XXL|XL|XS|S|M|L|TCX|TPG|TPX|HPS|ISO|POM|SMV|CF|CB|SPI|USD|FOB|CMT|MOQ|DXF|DWR|PU|PVC)(?![\p{L}\p{N}_])/gu;
// units a translation keeps exactly as the English writes them: a unit right after a number ("52 cm", "{n} %")
export const UNIT =
  /(?:\{n\}|\d)\s?(cm|mm|in(?!\s+\p{L})|m|gsm|g\/m|kg|g|pcs|oz|yd|min|%|"|°C|T)(?![\p{L}])/gu;
const SEPARATOR = /(\s+->\s+|\n|(?:^|\s+)-\s+|\s+\|\s+|;\s+|:\s+|,\s+|\.\s+|\s+\/\s+|\s*\(|\)\s*|\s+\+\s+)/;
const CODE_WORDS =
  /(?<![A-Za-z])(?:cm|mm|in|m|min|gsm|kg|g|pcs|x|yd|oz|gg|UTC|FreeSewing|CAD|AAMA|QC|SNLS|DNLS|OL|FL|KS|BH|BS|BT|Nm)(?![A-Za-z])/g;

export const templateOf = (segment: string) => segment.replace(NUMBER, '{n}');

/** True when a segment holds words a technician would have to read (not only codes, sizes, numbers, units). */
export function hasWords(segment: string): boolean {
  // field paths and names (aiAnalysis.garmentType, styleName) are printed as they are
  const rest = segment
    .replace(NUMBER, ' ')
    .replace(/\b[a-z]+(?:[A-Z.][A-Za-z]*)+\b/g, ' ')
    .replace(CODE_WORDS, ' ');
  return /[A-Za-z]{2,}/.test(rest);
}

// English template -> key (the first key wins when two keys share a template)
const KEY_OF = new Map<string, string>();
for (const [k, v] of Object.entries(ENGLISH_TEMPLATES)) if (!KEY_OF.has(v)) KEY_OF.set(v, k);
export const keyOfTemplate = (template: string) => KEY_OF.get(template);

function fill(template: string, numbers: string[]): string {
  let i = 0;
  return template.replace(/\{n\}/g, () => numbers[i++] ?? '');
}

export interface Translation {
  /** the text in the factory language (segments the glossary lacks stay English) */
  text: string;
  /** only the segments with words, in the factory language, joined by " · " (what a bilingual page prints under or
   *  beside the English: codes and bare numbers are already on the English line) */
  worded: string;
  /** templates of the segments the glossary lacks */
  missing: string[];
  /** every segment with words had a translation */
  complete: boolean;
  /** how many segments needed one */
  segments: number;
}

// a segment is looked up without its spaces and a closing full stop
function translateSegment(seg: string, terms: Record<string, string>, missing: string[]): [string, boolean] {
  const m = /^(\s*)(.*?)([.:]?\s*)$/s.exec(seg)!;
  const [, lead, core, tail] = m;
  if (!hasWords(core)) return [seg, false];
  const template = templateOf(core);
  const key = KEY_OF.get(template);
  const text = key ? terms[key] : undefined;
  if (text === undefined) {
    missing.push(template);
    return [seg, true];
  }
  return [`${lead}${fill(text, core.match(NUMBER) ?? [])}${tail}`, true];
}

/** The generated English `text` in `lang`: segment by segment from the glossary. */
export function translate(text: string, lang: FactoryLanguage): Translation {
  const terms = GLOSSARIES[lang].terms;
  const missing: string[] = [];
  let segments = 0;
  // the segments between the first and the last one with words (a number inside a sentence stays in it; a code
  // before or after, a style number or a date, is on the English line already)
  const pieces: { text: string; words: boolean }[] = [];
  const parts = text.split(SEPARATOR).map((part, i) => {
    if (i % 2 === 1) return part; // a separator
    const [out, counted] = translateSegment(part, terms, missing);
    if (counted) segments++;
    if (out.trim()) pieces.push({ text: out.trim(), words: counted });
    return out;
  });
  const first = pieces.findIndex((p) => p.words);
  const last = pieces.length - 1 - [...pieces].reverse().findIndex((p) => p.words);
  const worded = first < 0 ? [] : pieces.slice(first, last + 1).map((p) => p.text);
  return {
    text: parts.join(''),
    worded: worded.join(' · '),
    missing,
    complete: missing.length === 0,
    segments,
  };
}

/** The numbers and units of a text, in order (a translation must have the English's). */
export const numbersAndUnits = (text: string) => ({
  numbers: text.match(NUMBER) ?? [],
  units: [...text.matchAll(UNIT)].map((m) => m[1]),
});

/** The words "original text" in a language: the mark on designer-written text, which is never translated. */
export const ORIGINAL_TEXT_KEY = 'mark.original-text';
export function originalTextMark(lang: FactoryLanguage): string {
  return `original text / ${GLOSSARIES[lang].terms[ORIGINAL_TEXT_KEY] ?? ''}`;
}

export const LANGUAGE_NAMES: Record<PdfLanguage, string> = {
  en: 'English',
  'zh-Hans': 'Simplified Chinese (简体中文)',
  vi: 'Vietnamese (Tiếng Việt)',
};
