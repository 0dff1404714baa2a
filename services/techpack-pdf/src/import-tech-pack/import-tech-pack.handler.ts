import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { TECHPACK_GENERATED, type TechPack } from '@techpack/contracts';
import {
  AppError,
  EVENTS,
  EventsClient,
  STORAGE,
  type EventsClient as Events,
  type ObjectStorage,
  type UserClaims,
} from '@techpack/platform';
import { checkAndStoreLogo, isLogoDataUrl } from '../logo/store-logo';
import { PdfRenders } from '../render-pdf/pdf-renders';
import { TechPackStore, techPackSummary, toTechPack } from '../store/tech-pack-store';
import { techPacks } from '../techpack.schema';
import { recordRevision } from '../revisions/record-revision';
import { checkTechPackExport } from './validate-export';

/** TP-<season>-<type>-<id>: the source's season and type with the new pack's id; any other number gets the id appended. */
export function importedStyleNumber(source: string, id: string): string {
  const code = id.replace(/-/g, '').slice(0, 6).toUpperCase();
  const parts = source.split('-');
  if (parts.length === 4 && parts[0] === 'TP') return [...parts.slice(0, 3), code].join('-');
  return `${source.slice(0, 40)}-${code}`;
}

// POST /api/tech-packs/import: an export (GET .../export.json) becomes a new pack of the caller's. Validated against
// the published schema and the pack's contract before anything is written; the pack is kept as it came (so exporting it
// again gives the same JSON, ids aside), under a new id and a new style number. The reference photo comes along only when the caller owns the
// pack it was exported from (a photo is never handed to another account through an import): otherwise `imageUrl` is
// null. The whole pack meets the editor's bounds first (pack-contract.ts): 400 naming every failing field.
@Injectable()
export class ImportTechPackHandler {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(PdfRenders) private readonly pdfs: PdfRenders,
    @Inject(EVENTS) private readonly events: Events,
    @Inject(STORAGE) private readonly storage: ObjectStorage,
  ) {}

  // The export embeds the logo as a data URL: it is checked by its bytes and stored for the new pack exactly as a
  // PUT stores one (400 naming pack.branding.logo otherwise). Any other value than none is refused.
  private async importedLogo(logo: string | null, packId: string): Promise<string | null> {
    if (logo === null || logo === '') return logo;
    if (!isLogoDataUrl(logo)) {
      const message = 'Invalid export: pack.branding.logo must be empty or an image as a data URL';
      const err = new AppError(400, 'TECHPACK.IMPORT_INVALID', message);
      err.body = { fields: ['pack.branding.logo'], errors: [{ field: 'pack.branding.logo', message }] };
      throw err;
    }
    return (await checkAndStoreLogo(logo, { storage: this.storage, packId }, 'pack.branding.logo')).ref;
  }

  async execute(claims: UserClaims, body: unknown, bytes: number | undefined): Promise<TechPack> {
    const check = checkTechPackExport(body, bytes);
    if (!check.ok) {
      const err = new AppError(400, 'TECHPACK.IMPORT_INVALID', check.message);
      // every failing field, as PUT names them (`fields`, `errors`), so a client can show each
      const errors = check.errors ?? [{ field: check.field, message: check.message }];
      err.body = { fields: [...new Set(errors.map((e) => e.field))], errors };
      throw err;
    }
    const source = check.value.pack;
    const id = randomUUID();
    const uploadId = `import-${id}`;
    const original = /^[0-9a-f-]{36}$/i.test(source.id)
      ? await this.store.byId(source.id).catch(() => undefined)
      : undefined;
    const mine = original && original.userId === claims.sub ? original : undefined;
    // the photo's URL stays only with the account that owns it; anyone else's import has no reference photo
    const ownPhoto = mine !== undefined && mine.data.imageUrl === source.imageUrl;
    // a new pack is a new style: its own number (the source's season and type, this pack's id), nothing shared or
    // ordered yet
    const { sharedAt: _shared, orderedAt: _ordered, styleNumberFrozen: _frozen, ...fresh } = source;
    const pack: TechPack = {
      ...fresh,
      styleNumber: importedStyleNumber(source.styleNumber, id),
      id,
      uploadId,
      pdfPath: null,
      imageUrl: ownPhoto ? source.imageUrl : null,
      upload: { ...source.upload, filename: ownPhoto ? source.upload.filename : '' },
      branding: { ...source.branding, logo: await this.importedLogo(source.branding.logo, id) },
    };
    const meta = EventsClient.metaFromScope(claims.sub);
    const row = await this.store.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(techPacks)
        .values({
          id,
          uploadId,
          userId: claims.sub,
          email: claims.email,
          garmentType: pack.aiAnalysis.garmentType,
          imageKey: mine?.imageKey ?? null,
          data: pack,
          revision: pack.revisions.at(-1)?.rev ?? 1,
        })
        .returning();
      await this.events.record(tx, TECHPACK_GENERATED, id, techPackSummary(inserted, pack), meta);
      await recordRevision(tx, { packId: id, after: pack, who: claims.email, provenance: 'import' });
      return inserted;
    });
    this.pdfs.renderLater(row.id, meta.correlationId);
    return toTechPack(row);
  }
}
