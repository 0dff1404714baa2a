import { AppError } from '@techpack/platform';
import { PDF_LANGUAGES, isPdfLanguage, type PdfLanguage } from '@techpack/catalog';

export const LANGUAGE_MESSAGE = `Invalid lang: choose one of ${PDF_LANGUAGES.join(', ')}`;

/** `?lang=` of a PDF or workbook route: en when absent, else one of the languages (400 naming them). */
export function languageOfQuery(value: unknown): PdfLanguage {
  if (value === undefined || value === '') return 'en';
  if (isPdfLanguage(value)) return value;
  const err = new AppError(400, 'REQUEST.INVALID', LANGUAGE_MESSAGE);
  throw err;
}
