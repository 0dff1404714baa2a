import { describe, expect, it } from '@jest/globals';
import { FACTORY_LANGUAGES, translate } from '@techpack/catalog';
import { collectTexts, corpusPacks } from '../../testing/factory-language-corpus';

// Every string the PDF prints for a pack, of every garment type with every value of every feature, goes through the
// one translation the bilingual PDF uses; each must be in the glossary for every factory language. A string without
// a translation fails here by its template and the text it came from.
describe('the glossary covers every generated string', () => {
  it('100 % of the generated segments have a text in every factory language', () => {
    const packs = corpusPacks();
    const c = collectTexts(packs, 'zh-Hans');
    expect(c.texts.size).toBeGreaterThan(1000);
    for (const lang of FACTORY_LANGUAGES) {
      const missing = new Map<string, string>();
      let segments = 0;
      for (const text of c.texts) {
        const t = translate(text, lang);
        segments += t.segments;
        for (const m of t.missing) if (!missing.has(m)) missing.set(m, text);
      }
      const covered = segments === 0 ? 0 : (100 * (segments - missing.size)) / segments;
      process.stdout.write(
        `glossary ${lang}: ${packs.length} packs, ${c.texts.size} distinct texts, ${segments} segments, ${missing.size} templates missing (${covered.toFixed(2)} %)\n`,
      );
      expect([
        lang,
        [...missing].map(([template, from]) => `"${template}" (in "${from.slice(0, 80)}")`),
      ]).toEqual([lang, []]);
    }
  }, 900_000);
});
