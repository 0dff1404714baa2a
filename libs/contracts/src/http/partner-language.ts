import { z } from 'zod';
import { PDF_LANGUAGES } from '@techpack/catalog';

// The manufacturing partner's own language: the language of the pack a partner opens when nothing else decides it
// (an order placed from a pack with no factory language, the operator's copy of a pack printed for the partner).
// GET / PUT /api/manufacturer/settings, with the partner's key or an operator's token.
export const PARTNER_LANGUAGE_CHOICE = `Invalid language: choose one of ${PDF_LANGUAGES.join(', ')}`;
export const partnerLanguageSchema = z.enum(PDF_LANGUAGES, {
  errorMap: () => ({ message: PARTNER_LANGUAGE_CHOICE }),
});

// PUT /api/manufacturer/settings { language } -> the settings
export const partnerSettingsRequest = z.object({ language: partnerLanguageSchema }).strict();

// GET /api/manufacturer/settings -> { language, updatedAt, updatedBy } ('en' and nulls until one is saved)
export const partnerSettingsResponse = z.object({
  language: z.enum(PDF_LANGUAGES),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type PartnerSettings = z.infer<typeof partnerSettingsResponse>;

/** The admin route that prints a pack for the partner, in the order's language. */
export const partnerPdfPath = (techPackId: string, language: string) =>
  `/api/admin/tech-packs/${encodeURIComponent(techPackId)}/pdf?lang=${encodeURIComponent(language)}`;
