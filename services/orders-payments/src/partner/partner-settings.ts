import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { isPdfLanguage, type PdfLanguage } from '@techpack/catalog';
import type { PartnerSettings } from '@techpack/contracts';
import { DATABASE, type DatabaseHandle } from '@techpack/platform';
import { partnerSettings } from './partner-settings.schema';

/** The one manufacturing partner of this product (the MANUFACTURER_API_KEY holder), as packs' partnerLanguages name it. */
export const PARTNER_ID = 'partner';

// The partner's own language, kept server side; 'en' until one is saved.
@Injectable()
export class PartnerSettingsStore {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async get(): Promise<PartnerSettings> {
    const [row] = await this.database.db
      .select()
      .from(partnerSettings)
      .where(eq(partnerSettings.partner, PARTNER_ID))
      .limit(1);
    if (!row) return { language: 'en', updatedAt: null, updatedBy: null };
    return {
      language: isPdfLanguage(row.language) ? row.language : 'en',
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    };
  }

  async language(): Promise<PdfLanguage> {
    return (await this.get()).language;
  }

  /** The language an order of a pack records: the pack's (its entry for the partner, else its factory language), else
   * the partner's own; none for an order without a pack. */
  async orderLanguage(
    techPackId: string | null,
    packLanguage: PdfLanguage | null | undefined,
  ): Promise<PdfLanguage | null> {
    if (!techPackId) return null;
    return packLanguage ?? (await this.language());
  }

  async set(language: PdfLanguage, actor: string): Promise<PartnerSettings> {
    const now = new Date();
    await this.database.db
      .insert(partnerSettings)
      .values({ partner: PARTNER_ID, language, updatedBy: actor, updatedAt: now })
      .onConflictDoUpdate({
        target: partnerSettings.partner,
        set: { language, updatedBy: actor, updatedAt: now },
      });
    return this.get();
  }
}
