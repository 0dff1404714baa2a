import { describe, expect, it } from '@jest/globals';
import { ENGLISH_TEMPLATES, FACTORY_LANGUAGES, GLOSSARIES, numbersAndUnits, translate } from './glossary';

// The glossary files: every English key has a text in every factory language, each with the English's numbers, codes
// and units in the same order; each file names its sources.
describe('the factory-language glossary', () => {
  const keys = Object.keys(ENGLISH_TEMPLATES);

  it.each(FACTORY_LANGUAGES)('%s has a text for every key, and no key the English lacks', (lang) => {
    const terms = GLOSSARIES[lang].terms;
    expect(keys.filter((k) => !terms[k]?.trim())).toEqual([]);
    expect(Object.keys(terms).filter((k) => !(k in ENGLISH_TEMPLATES))).toEqual([]);
    expect(GLOSSARIES[lang].sources.length).toBeGreaterThan(0);
    expect(GLOSSARIES[lang].version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it.each(FACTORY_LANGUAGES)(
    '%s: every translation keeps the English numbers, codes and units, in order',
    (lang) => {
      const terms = GLOSSARIES[lang].terms;
      const differ = keys.flatMap((k) => {
        const en = ENGLISH_TEMPLATES[k];
        const tr = terms[k] ?? '';
        const a = { slots: en.match(/\{n\}/g)?.length ?? 0, ...numbersAndUnits(en) };
        const b = { slots: tr.match(/\{n\}/g)?.length ?? 0, ...numbersAndUnits(tr) };
        return JSON.stringify(a) === JSON.stringify(b) ? [] : [`${k}: "${en}" -> "${tr}"`];
      });
      expect(differ).toEqual([]);
    },
  );

  it('a generated sentence is translated segment by segment with its numbers as written', () => {
    const t = translate('Hem depth 2.5 cm, 1.2 cm needle gauge', 'zh-Hans');
    expect(t.complete).toBe(true);
    expect(t.text).toContain('2.5 cm');
    expect(t.text).toContain('1.2 cm');
    expect(t.text).not.toContain('Hem depth');
    const v = translate('1/2 Chest (2.5 cm below armhole)', 'vi');
    expect(v.complete).toBe(true);
    expect(v.text).toMatch(/^1\/2 \S+/);
    expect(v.text).toContain('2.5 cm');
  });

  it('a string the glossary lacks stays English and is reported by its template', () => {
    const t = translate('Frobnicated hem 3 cm', 'vi');
    expect(t.complete).toBe(false);
    expect(t.missing).toEqual(['Frobnicated hem {n} cm']);
    expect(t.text).toBe('Frobnicated hem 3 cm');
  });
});
