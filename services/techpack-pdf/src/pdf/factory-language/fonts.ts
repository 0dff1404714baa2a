import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import type { FactoryLanguage } from '@techpack/catalog';

// The open fonts (SIL OFL) that cover each factory language's script: Noto Sans SC for Simplified Chinese, Noto Sans
// for Vietnamese (Latin with its stacked diacritics, which Helvetica's WinAnsi encoding cannot print). react-pdf
// embeds only the glyphs a document uses (a subset per document), so the file grows by the characters printed.
export const FACTORY_FONT: Record<FactoryLanguage, string> = { 'zh-Hans': 'Noto Sans SC', vi: 'Noto Sans' };

const require = createRequire(import.meta.url);
const FILES: Record<FactoryLanguage, string> = {
  'zh-Hans': '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  vi: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
};

const registered = new Set<FactoryLanguage>();
/** Registers the language's font with react-pdf once per thread. */
export function registerFactoryFont(lang: FactoryLanguage): void {
  if (registered.has(lang)) return;
  Font.register({ family: FACTORY_FONT[lang], src: require.resolve(FILES[lang]) });
  registered.add(lang);
}
