import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import {
  DATABASE,
  STORAGE,
  processOnce,
  type DatabaseHandle,
  type Executor,
  type ObjectStorage,
} from '@techpack/platform';
import { TECHPACK_SCHEMA, techPacks, type TechPackRow } from '../techpack.schema';

// An upload the designer was told had failed keeps no tech pack: upload-analysis says so (ANALYSIS_FAILED) when a
// create answered after it had given up. The pack of that upload goes, and its PDF with it. Once per event.
@Injectable()
export class DiscardFailedUploadHandler {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute(eventId: string, uploadId: string): Promise<TechPackRow[]> {
    const removed: TechPackRow[] = [];
    await processOnce(
      this.database,
      TECHPACK_SCHEMA,
      'techpack-pdf.analysis-failed',
      eventId,
      async (tx: Executor) => {
        removed.push(...(await tx.delete(techPacks).where(eq(techPacks.uploadId, uploadId)).returning()));
      },
    );
    for (const r of removed) if (r.pdfKey) await this.storage.delete(r.pdfKey).catch(() => undefined);
    return removed;
  }
}
