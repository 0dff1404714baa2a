import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import client from 'prom-client';
import { PDF_RENDERED, type TechPack } from '@techpack/contracts';
import {
  CONFIG,
  DATABASE,
  EVENTS,
  LOGGER,
  METRICS,
  STORAGE,
  type AppConfig,
  type DatabaseHandle,
  type EventsClient,
  type Logger,
  type ObjectStorage,
} from '@techpack/platform';
import { checkLines } from '../check/techpack.check';
import { PdfRenderer } from '../pdf/pdf-pool';
import type { RenderResult } from '../pdf/render';
import { techPacks, type TechPackRow } from '../techpack.schema';
import { toTechPack } from '../store/tech-pack-store';
import { warmUpSample } from './warm-up';
import { OneRunPerKey } from './one-run-per-key';
import { withInlineLogo } from '../logo/store-logo';
import { PdfTalkReader } from '../revisions/pdf-talk';

// The PDF's provenance page lists the open checks.
const withChecks = (pack: TechPack): TechPack => ({ ...pack, openChecks: checkLines(pack) }) as TechPack;

type RenderCause = 'change' | 'resume';

// At most this many packs left without a current PDF are rendered when a process starts (the rest on download).
export const RESUME_RENDERS_LIMIT = 200;

// Rendering tech pack PDFs: after a pack is created or changed (in the background, never inside a transaction),
// on download when the stored copy is missing or stale, and for the regenerate call. The layout work runs in the
// render pool (worker threads); one render at a time per pack, callers share the running one.
@Injectable()
export class PdfRenders implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly renderer: PdfRenderer;
  private readonly rendering = new OneRunPerKey<TechPackRow | undefined>();
  private stopping = false;
  // the start-up renders under way, and the packs they claimed and have not rendered yet
  private sweeping: Promise<number> | undefined;
  private readonly claimed = new Set<string>();
  // packs changed after this moment are rendered by the live process that committed them (renderLater), not the sweep
  private readonly startedAt = new Date();
  private readonly renders: client.Counter;
  private readonly renderSeconds: client.Histogram;

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(STORAGE) private readonly storage: ObjectStorage,
    @Inject(EVENTS) private readonly events: EventsClient,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(CONFIG) config: AppConfig,
    @Inject(METRICS) metrics: client.Registry,
    @Inject(PdfTalkReader) private readonly talk: PdfTalkReader,
  ) {
    this.renderer = new PdfRenderer(logger, {
      renderTimeoutMs: config.PDF_RENDER_TIMEOUT_MS,
      maxHeapMb: config.PDF_WORKER_HEAP_MB,
      bulkWorkers: 1,
    });
    this.renders = new client.Counter({
      name: 'pdf_renders_total',
      help: 'Tech pack PDFs rendered by this process, by cause: change (a create, an update, a download or a regenerate) or resume (left unrendered by a process that stopped)',
      labelNames: ['cause'],
      registers: [metrics],
    });
    this.renderSeconds = new client.Histogram({
      name: 'pdf_render_duration_seconds',
      help: 'Time to render one tech pack PDF',
      buckets: [0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5],
      registers: [metrics],
    });
  }

  // Warm the render workers in the background so the first designer's PDF is not a cold one, then render what a
  // previous process committed but did not live to render.
  onApplicationBootstrap(): void {
    void warmUpSample()
      .then((sample) => this.renderer.warmUp(sample))
      .catch((e) => !this.stopping && this.logger.warn({ err: (e as Error).message }, 'pdf warm-up failed'))
      .then(() => (this.sweeping = this.resumeUnrendered()))
      .catch(
        (e) =>
          !this.stopping && this.logger.warn({ err: (e as Error).message }, 'resuming pdf renders failed'),
      );
  }

  // A pack is committed before its PDF is rendered; a process killed in between (or before rendering an update)
  // leaves the pack without a current PDF. A starting process claims those changed before it started (newest first:
  // their designers are the likeliest to be waiting; a claim keeps other starting instances off them for two minutes,
  // and a process that stops first gives back what it did not render) and renders them one at a time. A pack changed
  // since it started is a live instance's to render (its warm-up can end after a sibling has committed packs).
  async resumeUnrendered(): Promise<number> {
    if (this.stopping) return 0;
    const db = this.database.db;
    const unrendered = db
      .select({ id: techPacks.id })
      .from(techPacks)
      .where(
        and(
          sql`(${techPacks.pdfRevision} is null or ${techPacks.pdfRevision} <> ${techPacks.revision})`,
          sql`(${techPacks.renderClaimedAt} is null or ${techPacks.renderClaimedAt} < now() - interval '2 minutes')`,
          lt(techPacks.updatedAt, this.startedAt),
        ),
      )
      .orderBy(desc(techPacks.updatedAt))
      .limit(RESUME_RENDERS_LIMIT)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(techPacks)
      .set({ renderClaimedAt: sql`now()` })
      .where(inArray(techPacks.id, unrendered))
      .returning({ id: techPacks.id, updatedAt: techPacks.updatedAt });
    rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
    for (const { id } of rows) this.claimed.add(id);
    let rendered = 0;
    for (const { id } of rows) {
      if (this.stopping) break;
      const row = await this.ensurePdf(id, randomUUID(), 'resume').catch((e) =>
        this.logger.warn({ err: e, techPackId: id }, 'pdf render failed; will render on download'),
      );
      this.claimed.delete(id);
      if (row) rendered += 1;
    }
    if (rows.length > 0)
      this.logger.info(
        { found: rows.length, rendered },
        'rendered pdfs left unrendered by a previous process',
      );
    return rendered;
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    await this.sweeping?.catch(() => 0);
    await Promise.allSettled(this.rendering.underWay());
    // packs this process claimed and did not render: the next process to start takes them at once
    if (this.claimed.size > 0) {
      await this.database.db
        .update(techPacks)
        .set({ renderClaimedAt: null })
        .where(inArray(techPacks.id, [...this.claimed]))
        .catch(() => undefined);
    }
    await this.renderer.close();
  }

  // A document rendered on demand and not stored (the graded table in inches); `signal`: its caller gives up.
  async renderOnce(
    row: TechPackRow,
    change: Partial<TechPack> = {},
    signal?: AbortSignal,
  ): Promise<RenderResult> {
    const image = row.imageKey ? await this.storage.get(row.imageKey) : null;
    // the stored, bounded logo (or a bounded copy of an older pack's data URL) travels inline to the renderer
    const pack = await withInlineLogo(toTechPack(row), this.storage);
    const talk = await this.talk.of(row); // open questions, approvals, changes since the last sample
    return this.renderer.render(
      { ...withChecks(pack), talk, ...change } as TechPack,
      image,
      row.userId,
      signal,
    );
  }

  // The pack with a PDF of its current revision (rendered now unless stored), or undefined when the pack is gone.
  // One render at a time per pack: a caller that finds one under way waits for it, then asks again, so a change saved
  // meanwhile is rendered once more, by one render the callers waiting then share (one-run-per-key.ts).
  ensurePdf(
    id: string,
    correlationId: string,
    cause: RenderCause = 'change',
  ): Promise<TechPackRow | undefined> {
    return this.rendering.run(id, () => this.renderNow(id, correlationId, cause));
  }

  // After a create or an update: the designer has the pack already, the PDF follows.
  renderLater(id: string, correlationId: string): void {
    setImmediate(() => {
      if (this.stopping) return;
      this.ensurePdf(id, correlationId).catch((e) =>
        this.logger.warn({ err: e, techPackId: id }, 'pdf render failed; will render on download'),
      );
    });
  }

  // The stored copy went missing: forget it so the next ensurePdf renders again.
  async forgetPdf(id: string): Promise<void> {
    await this.database.db.update(techPacks).set({ pdfRevision: null }).where(eq(techPacks.id, id));
  }

  private async renderNow(
    id: string,
    correlationId: string,
    cause: RenderCause,
  ): Promise<TechPackRow | undefined> {
    const db = this.database.db;
    const [row] = await db.select().from(techPacks).where(eq(techPacks.id, id));
    if (!row) return undefined;
    if (row.pdfKey && row.pdfRevision === row.revision && (await this.storage.exists(row.pdfKey))) return row;
    const out = await this.renderOnce(row);
    this.renders.inc({ cause });
    this.renderSeconds.observe(out.renderMs / 1000);
    const key = `techpacks/${row.id}/tech-pack-r${row.revision}.pdf`;
    await this.storage.put(key, out.pdf, 'application/pdf');
    const updated = await db.transaction(async (tx) => {
      const res = await tx
        .update(techPacks)
        .set({ pdfKey: key, pdfRevision: row.revision })
        .where(and(eq(techPacks.id, row.id), eq(techPacks.revision, row.revision)))
        .returning();
      if (res.length === 0) return undefined; // changed meanwhile: the next render catches up
      const pdfPath = `/api/tech-pack/${row.id}/pdf-download`;
      await this.events.record(
        tx,
        PDF_RENDERED,
        row.id,
        {
          techPackId: row.id,
          userId: row.userId,
          pdfPath,
          bytes: out.pdf.length,
          pages: out.pages,
          renderMs: out.renderMs,
          revision: row.revision,
        },
        { correlationId, actorId: row.userId },
      );
      return res[0];
    });
    this.logger.debug({ techPackId: row.id, renderMs: out.renderMs, pages: out.pages }, 'pdf rendered');
    if (row.pdfKey && row.pdfKey !== key && updated)
      await this.storage.delete(row.pdfKey).catch(() => undefined);
    return updated ?? (await db.select().from(techPacks).where(eq(techPacks.id, id)))[0];
  }
}
