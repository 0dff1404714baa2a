import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ANALYSIS_COMPLETED,
  ANALYSIS_FAILED,
  PDF_RENDERED,
  TECHPACK_GENERATED,
  TECHPACK_GENERATION_FAILED,
  TECHPACK_UPDATED,
  techPackUpdateSchema,
  type EventEnvelope,
  type EventPayload,
  type TechPack,
} from '@techpack/contracts';
import {
  AppError,
  bearerToken,
  correlationIdOf,
  createEvent,
  createHttpApp,
  parseWith,
  processOnce,
  verifyShareToken,
  type Executor,
  type ServiceDefinition,
  type ServiceDeps,
} from '@techpack/platform';
import { applyUpdate, buildTechPack } from './model/techpack.model';
import { checkLines, checkTechPack } from './check/techpack.check';
import { PdfRenderer } from './pdf/pdf-pool';
import { registerFlatRoutes } from './flats/flats.route';
import sharp from 'sharp';
import client from 'prom-client';
import { TECHPACK_SCHEMA, cancelledUploads, techPacks, techpackMigrations, type TechPackRow } from './techpack.schema';

export const techpackPdfService: ServiceDefinition = {
  name: 'techpack-pdf',
  schema: TECHPACK_SCHEMA,
  migrations: techpackMigrations,
  create,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError(404, 'TECHPACK.NOT_FOUND', 'Tech Pack Not Found');

type Viewer = { kind: 'user'; sub: string } | { kind: 'admin'; sub: string } | { kind: 'share' };

export function pdfFileName(pack: Pick<TechPack, 'styleNumber' | 'aiAnalysis' | 'upload'>): string {
  const base = `${pack.styleNumber}-${pack.aiAnalysis.garmentType}-tech-pack`;
  return `${base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/-+/g, '-')}.pdf`;
}

// A plain sample document (never stored) that the render workers lay out once at start-up.
async function warmUpSample(): Promise<{ pack: TechPack; image: Buffer }> {
  const image = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#3A5A8C' } }).jpeg().toBuffer();
  const pack = buildTechPack({
    id: randomUUID(),
    uploadId: randomUUID(),
    filename: 'warm-up.jpg',
    originalName: 'warm-up.jpg',
    selectedSize: 'M',
    now: new Date(),
    analysis: {
      garmentType: 't-shirt',
      confidence: 0.9,
      colors: [{ name: 'Navy', hex: '#1F2A44' }],
      silhouette: 'regular',
      styleCategory: 'casual',
      components: {},
      description: 'warm-up',
    } as never,
  });
  return { pack, image };
}

async function create(deps: ServiceDeps) {
  const { database, outbox, storage, tokens, logger } = deps;
  const db = database.db;
  const app = createHttpApp({
    name: 'techpack-pdf',
    logger,
    metrics: deps.metrics,
    bodyLimit: 8 * 1024 * 1024,
    ready: async () => ({ database: await database.ping(), events: await deps.bus.healthy(), storage: await storage.healthy() }),
  });
  let unsubscribe: (() => Promise<void>) | undefined;
  let stopping = false;
  const renderer = new PdfRenderer(logger, { renderTimeoutMs: deps.config.PDF_RENDER_TIMEOUT_MS });
  const renders = new client.Counter({ name: 'pdf_renders_total', help: 'Tech pack PDFs rendered by this process', registers: [deps.metrics] });
  const renderSeconds = new client.Histogram({
    name: 'pdf_render_duration_seconds',
    help: 'Time to render one tech pack PDF',
    buckets: [0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5],
    registers: [deps.metrics],
  });

  const toJson = (row: TechPackRow): TechPack => ({
    ...row.data,
    id: row.id,
    pdfPath: row.pdfKey ? `/api/tech-pack/${row.id}/pdf-download` : null,
  });

  // the PDF's provenance page lists the open checks (issue 15)
  const withChecks = (pack: TechPack): TechPack => ({ ...pack, openChecks: checkLines(pack) }) as TechPack;

  const summary = (row: Pick<TechPackRow, 'id' | 'uploadId' | 'userId' | 'email'>, pack: TechPack, extra: { changedFields?: string[] } = {}) => ({
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
  });

  // ------------------------------------------------------------------ PDF rendering (after generation, never in a tx)
  const rendering = new Map<string, Promise<TechPackRow | undefined>>();

  async function renderNow(id: string, correlationId: string): Promise<TechPackRow | undefined> {
    const [row] = await db.select().from(techPacks).where(eq(techPacks.id, id));
    if (!row) return undefined;
    if (row.pdfKey && row.pdfRevision === row.revision && (await storage.exists(row.pdfKey))) return row;
    const image = row.imageKey ? await storage.get(row.imageKey) : null;
    const out = await renderer.render(withChecks(toJson(row)), image, row.userId);
    renders.inc();
    renderSeconds.observe(out.renderMs / 1000);
    const key = `techpacks/${row.id}/tech-pack-r${row.revision}.pdf`;
    await storage.put(key, out.pdf, 'application/pdf');
    const updated = await db.transaction(async (tx) => {
      const res = await tx
        .update(techPacks)
        .set({ pdfKey: key, pdfRevision: row.revision })
        .where(and(eq(techPacks.id, row.id), eq(techPacks.revision, row.revision)))
        .returning();
      if (res.length === 0) return undefined; // changed meanwhile: the next render catches up
      await outbox.add(tx, [
        createEvent(
          PDF_RENDERED,
          row.id,
          { techPackId: row.id, userId: row.userId, pdfPath: `/api/tech-pack/${row.id}/pdf-download`, bytes: out.pdf.length, pages: out.pages, renderMs: out.renderMs, revision: row.revision },
          { correlationId, actorId: row.userId },
        ),
      ]);
      return res[0];
    });
    logger.debug({ techPackId: row.id, renderMs: out.renderMs, pages: out.pages }, 'pdf rendered');
    if (row.pdfKey && row.pdfKey !== key && updated) await storage.delete(row.pdfKey).catch(() => undefined);
    return updated ?? (await db.select().from(techPacks).where(eq(techPacks.id, id)))[0];
  }

  // One render at a time per pack; callers share the running one.
  function ensurePdf(id: string, correlationId: string): Promise<TechPackRow | undefined> {
    const running = rendering.get(id);
    if (running) return running.then((r) => (r && r.pdfRevision === r.revision ? r : renderNow(id, correlationId)));
    const p = renderNow(id, correlationId).finally(() => rendering.delete(id));
    rendering.set(id, p);
    return p;
  }

  function renderLater(id: string, correlationId: string) {
    setImmediate(() => {
      if (stopping) return;
      ensurePdf(id, correlationId).catch((e) => logger.warn({ err: e, techPackId: id }, 'pdf render failed; will render on download'));
    });
  }

  // ------------------------------------------------------------------ events
  // 'analysis completed' and 'analysis failed' for one upload arrive on two topics and can be handled at the same
  // moment (both wait in the outbox while Kafka is away, then come together). Without this lock each transaction
  // could miss the other's row, leaving a pack for an upload the designer was told had failed.
  const lockUpload = (tx: Executor, uploadId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${uploadId}`}))`);

  async function onAnalysisCompleted(event: EventEnvelope) {
    const p = event.payload as EventPayload<typeof ANALYSIS_COMPLETED>;
    const id = randomUUID();
    let pack: TechPack | undefined;
    let failure: string | undefined;
    try {
      pack = buildTechPack({ id, uploadId: p.uploadId, filename: p.webFilename, originalName: p.originalName, selectedSize: p.selectedSize, analysis: p.analysis, now: new Date() });
    } catch (e) {
      failure = (e as Error).message;
      logger.error({ err: e, uploadId: p.uploadId }, 'tech pack generation failed');
    }
    let created = false;
    const meta = { correlationId: event.correlationId, causationId: event.id, actorId: p.userId };
    await processOnce(database, TECHPACK_SCHEMA, 'techpack-pdf.analysis-completed', event.id, async (tx: Executor) => {
      await lockUpload(tx, p.uploadId);
      const cancelled = await tx.select().from(cancelledUploads).where(eq(cancelledUploads.uploadId, p.uploadId));
      if (cancelled.length > 0) return;
      if (!pack) {
        await outbox.add(tx, [createEvent(TECHPACK_GENERATION_FAILED, p.uploadId, { uploadId: p.uploadId, userId: p.userId, reason: failure ?? 'unknown' }, meta)]);
        return;
      }
      const inserted = await tx
        .insert(techPacks)
        .values({ id, uploadId: p.uploadId, userId: p.userId, email: p.email, garmentType: pack.aiAnalysis.garmentType, imageKey: p.webKey ?? `uploads/web/${p.webFilename}`, data: pack, revision: 1 })
        .onConflictDoNothing({ target: techPacks.uploadId })
        .returning();
      if (inserted.length === 0) return; // already made for this upload
      created = true;
      await outbox.add(tx, [createEvent(TECHPACK_GENERATED, id, summary(inserted[0], pack), meta)]);
    });
    if (created) renderLater(id, event.correlationId);
  }

  async function onAnalysisFailed(event: EventEnvelope) {
    const p = event.payload as EventPayload<typeof ANALYSIS_FAILED>;
    const removed: TechPackRow[] = [];
    await processOnce(database, TECHPACK_SCHEMA, 'techpack-pdf.analysis-failed', event.id, async (tx: Executor) => {
      await lockUpload(tx, p.uploadId);
      await tx.insert(cancelledUploads).values({ uploadId: p.uploadId, reason: p.kind ?? p.reason }).onConflictDoNothing();
      removed.push(...(await tx.delete(techPacks).where(eq(techPacks.uploadId, p.uploadId)).returning()));
    });
    for (const r of removed) if (r.pdfKey) await storage.delete(r.pdfKey).catch(() => undefined);
  }

  // ------------------------------------------------------------------ access
  async function viewer(request: FastifyRequest, allowShare = false): Promise<Viewer> {
    if (allowShare) {
      const share = (request.query as { share?: string } | undefined)?.share;
      const id = (request.params as { id?: string } | undefined)?.id;
      if (share && id && (await verifyShareToken(tokens, share, id))) return { kind: 'share' };
    }
    const token = bearerToken(request);
    if (!token) throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
    const claims = await tokens.verify(token);
    if (claims.role === 'user') return { kind: 'user', sub: claims.sub };
    if (claims.role === 'admin') return { kind: 'admin', sub: claims.sub };
    throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
  }

  async function load(id: string, who: Viewer): Promise<TechPackRow> {
    if (!UUID.test(id)) throw notFound();
    const [row] = await db.select().from(techPacks).where(eq(techPacks.id, id));
    if (!row) throw notFound();
    if (who.kind === 'user' && row.userId !== who.sub) throw notFound();
    return row;
  }

  async function ownerOnly(request: FastifyRequest): Promise<{ sub: string }> {
    const who = await viewer(request);
    if (who.kind !== 'user') throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
    return who;
  }

  async function update(request: FastifyRequest, id: string): Promise<{ row: TechPackRow; changed: string[] }> {
    const who = await ownerOnly(request);
    const body = parseWith(techPackUpdateSchema, request.body ?? {});
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await load(id, { kind: 'user', sub: who.sub });
      const { pack, changed } = applyUpdate(toJson(row), body, new Date()); // CPU work before the transaction
      if (changed.length === 0) return { row, changed };
      const saved = await db.transaction(async (tx) => {
        const res = await tx
          .update(techPacks)
          .set({ data: pack, revision: row.revision + 1, garmentType: pack.aiAnalysis.garmentType, updatedAt: new Date(pack.updatedAt) })
          .where(and(eq(techPacks.id, row.id), eq(techPacks.revision, row.revision)))
          .returning();
        if (res.length === 0) return undefined;
        await outbox.add(tx, [
          createEvent(TECHPACK_UPDATED, row.id, summary(res[0], pack, { changedFields: changed }), { correlationId: correlationIdOf(request), actorId: who.sub }),
        ]);
        return res[0];
      });
      if (saved) return { row: saved, changed };
    }
    throw new AppError(409, 'TECHPACK.CONFLICT', 'The tech pack was changed at the same time; please try again');
  }

  // ------------------------------------------------------------------ routes
  app.get('/api/tech-packs/user', async (request) => {
    const who = await ownerOnly(request);
    const rows = await db.select().from(techPacks).where(eq(techPacks.userId, who.sub)).orderBy(desc(techPacks.createdAt));
    return rows.map(toJson);
  });

  app.get<{ Params: { id: string } }>('/api/tech-pack/:id', async (request) => {
    const row = await load(request.params.id, await viewer(request));
    return toJson(row);
  });

  app.put<{ Params: { id: string } }>('/api/tech-pack/:id', async (request) => {
    const { row, changed } = await update(request, request.params.id);
    if (changed.length > 0) renderLater(row.id, correlationIdOf(request));
    return { success: true, message: 'Changes Saved', techPack: toJson(row), changedFields: changed };
  });

  // issue 15: the pack checks itself (owner only; anyone else gets 'Tech Pack Not Found')
  app.get<{ Params: { id: string } }>('/api/tech-pack/:id/check', async (request) => {
    const who = await ownerOnly(request);
    const row = await load(request.params.id, { kind: 'user', sub: who.sub });
    return checkTechPack(toJson(row));
  });

  app.post<{ Params: { id: string } }>('/api/tech-pack/:id/regenerate', async (request) => {
    const { row } = await update(request, request.params.id);
    // The caller wants the regenerated document: render it now (outside any transaction).
    const rendered = (await ensurePdf(row.id, correlationIdOf(request)).catch((e) => {
      logger.warn({ err: e, techPackId: row.id }, 'pdf render failed during regenerate');
      return undefined;
    })) ?? row;
    return { success: true, message: 'Tech pack updated with your customizations', updatedTechPack: toJson(rendered) };
  });

  // technical flats (SVG), owner only: libs/flats draws them from the pack
  registerFlatRoutes(app, async (request, id) => toJson(await load(id, { kind: 'user', sub: (await ownerOnly(request)).sub })));

  app.get<{ Params: { id: string }; Querystring: { download?: string; share?: string; unit?: string } }>('/api/tech-pack/:id/pdf-download', async (request, reply) => {
    const who = await viewer(request, true);
    const row = await load(request.params.id, who);
    if (request.query.unit === 'in' && row.data.pdfUnit !== 'in') {
      // graded table in inches: rendered on demand, not stored (the stored copy follows the pack's pdfUnit)
      const image = row.imageKey ? await storage.get(row.imageKey) : null;
      const out = await renderer.render({ ...withChecks(toJson(row)), pdfUnit: 'in' }, image, row.userId);
      const download = ['1', 'true', 'yes'].includes(String(request.query.download ?? '').toLowerCase());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${pdfFileName(row.data).replace(/\.pdf$/, '-in.pdf')}"`)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(out.pdf);
    }
    const fresh = row.pdfKey && row.pdfRevision === row.revision ? row : await ensurePdf(row.id, correlationIdOf(request));
    let pdf = fresh?.pdfKey ? await storage.get(fresh.pdfKey) : null;
    if (!pdf) {
      // stored copy missing: render again
      await db.update(techPacks).set({ pdfRevision: null }).where(eq(techPacks.id, row.id));
      const again = await ensurePdf(row.id, correlationIdOf(request));
      pdf = again?.pdfKey ? await storage.get(again.pdfKey) : null;
    }
    if (!pdf) throw new AppError(500, 'TECHPACK.PDF_FAILED', 'Failed to generate the PDF');
    const download = ['1', 'true', 'yes'].includes(String(request.query.download ?? '').toLowerCase());
    const name = pdfFileName(row.data);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${name}"`)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });

  return {
    app,
    async start() {
      // warm the render workers in the background so the first designer's PDF is not a cold one
      void warmUpSample()
        .then((sample) => renderer.warmUp(sample))
        .catch((e) => !stopping && logger.warn({ err: (e as Error).message }, 'pdf warm-up failed'));
      unsubscribe = await deps.bus.subscribe({
        group: 'techpack-pdf',
        topics: [ANALYSIS_COMPLETED, ANALYSIS_FAILED],
        handler: async (event) => {
          if (event.type === ANALYSIS_COMPLETED) await onAnalysisCompleted(event);
          else if (event.type === ANALYSIS_FAILED) await onAnalysisFailed(event);
        },
      });
    },
    async stop() {
      stopping = true;
      await unsubscribe?.();
      await Promise.allSettled([...rendering.values()]);
      await renderer.close();
    },
  };
}
