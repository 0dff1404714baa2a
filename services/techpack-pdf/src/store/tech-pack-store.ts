import { Inject, Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import {
  TECHPACK_SERVICE_MESSAGES,
  type EventPayload,
  type TECHPACK_GENERATED,
  type TechPack,
} from '@techpack/contracts';
import { AppError, DATABASE, type DatabaseHandle } from '@techpack/platform';
import { techPacks, type TechPackRow } from '../techpack.schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const techPackNotFound = () =>
  new AppError(404, 'TECHPACK.NOT_FOUND', TECHPACK_SERVICE_MESSAGES.notFound);

// Who asks for a pack: its owner (a designer), an operator (any pack), or the holder of a share link (one pack's PDF).
export type Viewer = { kind: 'user'; sub: string } | { kind: 'admin'; sub: string } | { kind: 'share' };

// The pack as the API answers it (GET /api/tech-pack/{id}): the stored document, its id, and its PDF's path once
// one is rendered.
export function toTechPack(row: TechPackRow): TechPack {
  const revision = row.data.revisions[row.data.revisions.length - 1]?.rev ?? row.revision;
  return {
    ...row.data,
    status: row.data.status ?? 'draft',
    id: row.id,
    pdfPath: row.pdfKey ? `/api/tech-pack/${row.id}/pdf-download` : null,
    revision,
  };
}

// What the tech pack events tell other services (generated, updated).
export function techPackSummary(
  row: Pick<TechPackRow, 'id' | 'uploadId' | 'userId' | 'email'>,
  pack: TechPack,
  extra: { changedFields?: string[] } = {},
): EventPayload<typeof TECHPACK_GENERATED> {
  return {
    techPackId: row.id,
    uploadId: row.uploadId,
    userId: row.userId,
    email: row.email,
    garmentType: pack.aiAnalysis.garmentType,
    originalName: pack.upload.originalName,
    filename: pack.upload.filename,
    mainFabric: pack.materials.mainFabric ?? null,
    createdAt: pack.createdAt,
    updatedAt: pack.updatedAt,
    styleNumber: pack.styleNumber,
    ...(pack.styleName ? { styleName: pack.styleName } : {}),
    selectedSize: pack.selectedSize,
    confidence: pack.aiAnalysis.confidence,
    revision: pack.revisions[pack.revisions.length - 1]?.rev ?? 1,
    ...extra,
  };
}

// Reads of the tech_packs table that several use cases share.
@Injectable()
export class TechPackStore {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  get db() {
    return this.database.db;
  }

  async byId(id: string): Promise<TechPackRow | undefined> {
    const [row] = await this.db.select().from(techPacks).where(eq(techPacks.id, id));
    return row;
  }

  async byUpload(uploadId: string): Promise<TechPackRow | undefined> {
    const [row] = await this.db.select().from(techPacks).where(eq(techPacks.uploadId, uploadId));
    return row;
  }

  async ofUser(userId: string): Promise<TechPackRow[]> {
    return this.db
      .select()
      .from(techPacks)
      .where(eq(techPacks.userId, userId))
      .orderBy(desc(techPacks.createdAt));
  }

  // The pack `who` may see: 'Tech Pack Not Found' for an unknown id and for another designer's pack alike.
  async load(id: string, who: Viewer): Promise<TechPackRow> {
    if (!UUID.test(id)) throw techPackNotFound();
    const row = await this.byId(id);
    if (!row) throw techPackNotFound();
    if (who.kind === 'user' && row.userId !== who.sub) throw techPackNotFound();
    return row;
  }

  // The owner's pack (owner-only routes: check, flats, update).
  loadOwned(id: string, userId: string): Promise<TechPackRow> {
    return this.load(id, { kind: 'user', sub: userId });
  }
}
