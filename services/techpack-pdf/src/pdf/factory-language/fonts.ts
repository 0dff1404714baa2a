import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import type { FactoryLanguage } from '@techpack/catalog';
import { memoizeShaping, shortNameIdentity, type ShapingFont } from './shaping-cache';

// The open fonts (SIL OFL) that cover each factory language's script: Noto Sans SC for Simplified Chinese, Noto Sans
// for Vietnamese (Latin with its stacked diacritics, which Helvetica's WinAnsi encoding cannot print). react-pdf
// embeds only the glyphs a document uses (a subset per document), so the file grows by the characters printed.
export const FACTORY_FONT: Record<FactoryLanguage, string> = { 'zh-Hans': 'Noto Sans SC', vi: 'Noto Sans' };

const require = createRequire(import.meta.url);
const FILES: Record<FactoryLanguage, string> = {
  'zh-Hans': '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  vi: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
};

type Source = { data: ShapingFont | null; load: () => Promise<void> };

const registered = new Set<FactoryLanguage>();
/**
 * Registers the language's font with react-pdf once per thread. react-pdf parses the file once (on the first render
 * that uses it) and keeps it; the shaping of each run of text is kept too (shaping-cache.ts), so a worker's later
 * renders do not shape again the terms every pack repeats.
 */
export function registerFactoryFont(lang: FactoryLanguage): void {
  if (registered.has(lang)) return;
  const family = FACTORY_FONT[lang];
  Font.register({ family, src: require.resolve(FILES[lang]) });
  const source = Font.getFont({ fontFamily: family }) as unknown as Source | null;
  if (source) {
    const load = source.load.bind(source);
    source.load = async () => {
      await load();
      if (!source.data) return;
      memoizeShaping(source.data);
      shortNameIdentity(source.data);
    };
  }
  registered.add(lang);
}
