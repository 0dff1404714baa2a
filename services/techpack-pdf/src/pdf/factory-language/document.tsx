import type { ReactElement } from 'react';
import type { TechPack } from '@techpack/contracts';
import { isFactoryLanguage, type FactoryLanguage } from '@techpack/catalog';
import { bilingualDocument, type BilingualOptions } from './bilingual';
import { designerTexts } from './designer-text';
import { registerFactoryFont } from './fonts';

/** The language a render asks for (`pdfLanguage` on the pack handed to the renderer), when not English. */
export const factoryLanguageOf = (pack: TechPack): FactoryLanguage | null => {
  const lang = (pack as { pdfLanguage?: string }).pdfLanguage;
  return isFactoryLanguage(lang) ? lang : null;
};

/** The document in English and the pack's factory language, or the English document as it is. */
export function withFactoryLanguage(
  element: ReactElement,
  pack: TechPack,
  hooks: Pick<BilingualOptions, 'onText' | 'onOriginal'> = {},
): ReactElement {
  const lang = factoryLanguageOf(pack);
  if (!lang) return element;
  registerFactoryFont(lang);
  return bilingualDocument(element, { lang, original: designerTexts(pack), ...hooks });
}
