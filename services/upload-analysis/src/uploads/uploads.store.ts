import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { UploadRecord } from '@techpack/contracts';
import { DATABASE, type DatabaseHandle, type Executor } from '@techpack/platform';
import { uploads, type UploadRow } from './upload.schema';

export type NewUpload = typeof uploads.$inferInsert;
// processing: analysed and stored, the tech pack being made; then completed, failed or timed_out.
export type UploadStatus = 'processing' | 'completed' | 'failed' | 'timed_out';

// The service's uploads table: what the upload use case writes and the image route reads.
@Injectable()
export class UploadsStore {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async insert(tx: Executor, row: NewUpload): Promise<void> {
    await tx.insert(uploads).values(row);
  }

  async setStatus(tx: Executor, id: string, status: UploadStatus, techPackId?: string): Promise<void> {
    await tx
      .update(uploads)
      .set({ status, ...(techPackId ? { techPackId } : {}) })
      .where(eq(uploads.id, id));
  }

  get db() {
    return this.database.db;
  }

  // The upload whose web image has this name: any for an operator, only the designer's own otherwise.
  async byFilename(
    filename: string,
    viewer: { role: 'user' | 'admin'; sub: string },
  ): Promise<UploadRow | undefined> {
    const where =
      viewer.role === 'admin'
        ? eq(uploads.filename, filename)
        : and(eq(uploads.filename, filename), eq(uploads.userId, viewer.sub));
    const [row] = await this.database.db.select().from(uploads).where(where);
    return row;
  }
}

// The upload as the designer sees it (`upload` in the answer of POST /api/upload).
type PublicUploadSource = Pick<
  UploadRow,
  | 'id'
  | 'userId'
  | 'originalName'
  | 'filename'
  | 'originalKey'
  | 'contentType'
  | 'sizeBytes'
  | 'width'
  | 'height'
  | 'selectedSize'
  | 'createdAt'
> & {
  garmentType?: string | null;
};

export function toPublicUpload(row: PublicUploadSource): UploadRecord {
  return {
    id: row.id,
    userId: row.userId,
    originalName: row.originalName,
    filename: row.filename,
    originalFilename: row.originalKey.split('/').pop()!,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    garmentType: row.garmentType ?? null,
    selectedSize: row.selectedSize as UploadRecord['selectedSize'],
    createdAt: row.createdAt.toISOString(),
    imageUrl: `/api/uploads/${row.filename}`,
  };
}
