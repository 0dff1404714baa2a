import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  TECHPACK_GENERATED,
  TECHPACK_GENERATION_FAILED,
  TECHPACK_SERVICE_MESSAGES,
  type CreateTechPackRequest,
  type TechPack,
} from '@techpack/contracts';
import {
  AppError,
  CLOCK,
  EVENTS,
  EventsClient,
  LOGGER,
  type Clock,
  type EventsClient as Events,
  type Logger,
} from '@techpack/platform';
import { buildTechPack } from '../model/techpack.model';
import { PdfRenders } from '../render-pdf/pdf-renders';
import { TechPackStore, techPackSummary, toTechPack } from '../store/tech-pack-store';
import { techPacks, type TechPackRow } from '../techpack.schema';

export interface GenerateTechPackResult {
  created: boolean;
  techPack: TechPack;
}

const deadlinePassed = () =>
  new AppError(504, 'TECHPACK.DEADLINE_PASSED', TECHPACK_SERVICE_MESSAGES.deadlinePassed);

// Generate the tech pack of an analysed upload (the one request upload-analysis makes). The pack and its
// TECHPACK_GENERATED event commit together, and only while the uploader still waits (`deadline`): past it the
// transaction rolls back and nothing is left behind. The PDF is rendered afterwards, in the background.
@Injectable()
export class GenerateTechPackHandler {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(PdfRenders) private readonly pdfs: PdfRenders,
    @Inject(EVENTS) private readonly events: Events,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(body: CreateTechPackRequest): Promise<GenerateTechPackResult> {
    // idempotent by upload: the same upload answers the pack it already has
    const existing = await this.store.byUpload(body.uploadId);
    if (existing) return this.again(existing);
    const deadline = new Date(body.deadline).getTime();
    if (this.clock.now().getTime() > deadline) throw deadlinePassed();

    const meta = EventsClient.metaFromScope(body.userId);
    const id = randomUUID();
    let pack: TechPack;
    try {
      // CPU work before the transaction
      pack = buildTechPack({
        id,
        uploadId: body.uploadId,
        filename: body.webFilename,
        originalName: body.originalName,
        selectedSize: body.selectedSize,
        sizeRange: body.sizeRange,
        fit: body.fit,
        analysis: body.analysis,
        now: this.clock.now(),
      });
    } catch (e) {
      this.logger.error({ err: e, uploadId: body.uploadId }, 'tech pack generation failed');
      const reason = (e as Error).message || 'unknown';
      await this.store.db.transaction(async (tx) => {
        await this.events.record(
          tx,
          TECHPACK_GENERATION_FAILED,
          body.uploadId,
          { uploadId: body.uploadId, userId: body.userId, reason },
          meta,
        );
      });
      throw new AppError(500, 'TECHPACK.GENERATION_FAILED', TECHPACK_SERVICE_MESSAGES.generationFailed);
    }

    const row = await this.store.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(techPacks)
        .values({
          id,
          uploadId: body.uploadId,
          userId: body.userId,
          email: body.email,
          garmentType: pack.aiAnalysis.garmentType,
          imageKey: body.webKey ?? `uploads/web/${body.webFilename}`,
          data: pack,
          revision: 1,
        })
        .onConflictDoNothing({ target: techPacks.uploadId })
        .returning();
      if (inserted.length === 0) return undefined; // made at the same moment by a repeated request
      await this.events.record(tx, TECHPACK_GENERATED, id, techPackSummary(inserted[0], pack), meta);
      // last thing before commit: an uploader that stopped waiting gets nothing half-made (this rolls back)
      if (this.clock.now().getTime() > deadline) throw deadlinePassed();
      return inserted[0];
    });
    if (!row) {
      const made = await this.store.byUpload(body.uploadId);
      if (!made) throw new AppError(409, 'TECHPACK.CONFLICT', TECHPACK_SERVICE_MESSAGES.conflict);
      return this.again(made);
    }
    this.pdfs.renderLater(row.id, meta.correlationId);
    return { created: true, techPack: toTechPack(row) };
  }

  // The same upload asked again (a retry after this service restarted mid-request): the pack it already has. A pack
  // committed by a process that died before rendering has no PDF yet: render it now.
  private again(row: TechPackRow): GenerateTechPackResult {
    if (!row.pdfKey || row.pdfRevision !== row.revision)
      this.pdfs.renderLater(row.id, EventsClient.metaFromScope().correlationId);
    return { created: false, techPack: toTechPack(row) };
  }
}
