// Horizontal scale on the distributed mode: two instances of upload-analysis and of techpack-pdf in one Kafka
// consumer group share the work, and nothing is processed twice. Real Kafka, PostgreSQL, MinIO (infra/servers).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DistributedApp, freePort } from '../../scripts/distributed';
import { api, RAISED_AUTH_LIMITS } from '../../scripts/test-support/app';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const PHOTOS = resolve(ROOT, '../shared/datasets/clothing-small/validation');
const missing = ['DATABASE_URL', 'KAFKA_BROKERS', 'S3_ENDPOINT'].filter((k) => !process.env[k]);
if (!existsSync(PHOTOS)) missing.push('../shared/datasets');
const suite = missing.length === 0 ? describe : describe.skip;
if (missing.length) console.warn(`[skipped] scale-out test: ${missing.join(', ')} not available`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Sum of a Prometheus series over its label sets, e.g. events_handled_total{group="techpack-pdf",...}.
function metricSum(text: string, name: string, labels: Record<string, string>): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (!Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

suite('two instances per service in one consumer group', () => {
  let app: DistributedApp;
  beforeAll(async () => {
    app = new DistributedApp({
      env: {
        ...RAISED_AUTH_LIMITS,
        JWT_SECRET: `scale-${randomUUID()}`,
        ADMIN_USERNAME: 'scale',
        ADMIN_PASSWORD: `pw-${randomUUID()}`,
        LOG_LEVEL: 'warn',
        S3_BUCKET: `scale-${randomUUID().slice(0, 8)}`,
      },
      port: await freePort(),
      instances: { 'upload-analysis': 2, 'techpack-pdf': 2 },
    });
    await app.start();
  }, 400_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('share the uploads and tech packs between them, each made exactly once', async () => {
    const email = `scale-${randomUUID().slice(0, 8)}@example.com`;
    const reg = await api(app, 'POST', '/api/auth/register', {
      body: { email, password: 'secret123', firstName: 'S', lastName: 'O' },
    });
    const token = reg.body.token as string;
    const photos = ['t-shirt', 'pants', 'dress', 'shorts'].flatMap((c) =>
      readdirSync(join(PHOTOS, c))
        .slice(0, 6)
        .map((f) => join(PHOTOS, c, f)),
    );
    // 24 uploads, 4 at a time
    const statuses: number[] = [];
    const packIds: string[] = [];
    for (let i = 0; i < photos.length; i += 4) {
      const batch = await Promise.all(
        photos.slice(i, i + 4).map(async (photo) => {
          const form = new FormData();
          form.append('image', new Blob([readFileSync(photo)], { type: 'image/jpeg' }), 'photo.jpg');
          form.append('email', email);
          form.append('selectedSize', 'M');
          form.append(
            'garmentType',
            photo.includes('/pants/')
              ? 'pants'
              : photo.includes('/dress/')
                ? 'dress'
                : photo.includes('/shorts/')
                  ? 'shorts'
                  : 't-shirt',
          );
          const res = await fetch(`${app.url}/api/upload`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
            signal: AbortSignal.timeout(60_000),
          });
          const body = await res.json();
          return { status: res.status, packId: body?.techPack?.id as string | undefined };
        }),
      );
      for (const b of batch) {
        statuses.push(b.status);
        if (b.packId) packIds.push(b.packId);
      }
    }
    // every PDF rendered once: wait until each pack has one
    let packs: { id: string; pdfPath: string | null }[] = [];
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      packs = (await api(app, 'GET', '/api/tech-packs/user', { token })).body;
      if (packs.length >= packIds.length && packs.every((p) => p.pdfPath)) break;
      await sleep(1000);
    }
    const perInstance: Record<string, { uploads: number; packs: number; pdfs: number }> = {};
    for (const [name, proc] of app.procs) {
      if (!name.startsWith('upload-analysis#') && !name.startsWith('techpack-pdf#')) continue;
      const text = await (await fetch(`http://127.0.0.1:${proc.port}/metrics`)).text();
      perInstance[name] = {
        uploads: metricSum(text, 'http_request_duration_seconds_count', {
          route: '/api/upload',
          status: '201',
        }),
        // packs created: POST /internal/tech-packs answered 201 (upload-analysis spreads its create requests round-robin)
        packs: metricSum(text, 'http_request_duration_seconds_count', {
          route: '/internal/tech-packs',
          status: '201',
        }),
        // renders after this test's creates (a starting instance also renders packs that earlier runs on the same
        // database left without a PDF: cause="resume", not counted here)
        pdfs: metricSum(text, 'pdf_renders_total', { cause: 'change' }),
      };
    }
    // the list answers summaries: each pack's upload from the pack itself
    const uploadIds = new Set(
      await Promise.all(
        packs.map(
          async (p) =>
            ((await api(app, 'GET', `/api/tech-pack/${p.id}`, { token })).body as { uploadId: string })
              .uploadId,
        ),
      ),
    );
    console.log(
      `[scale: 2 + 2 instances] uploads ${photos.length}, answered 201: ${statuses.filter((s) => s === 201).length}; packs ${packs.length} for ${uploadIds.size} uploads, ` +
        `with PDF ${packs.filter((p) => p.pdfPath).length}; per instance ${JSON.stringify(perInstance)}`,
    );
    expect(statuses.every((s) => s === 201)).toBe(true);
    // exactly one pack per upload, each with its PDF
    expect(packs.length).toBe(photos.length);
    expect(uploadIds.size).toBe(photos.length);
    expect(new Set(packs.map((p) => p.id))).toEqual(new Set(packIds));
    expect(packs.every((p) => p.pdfPath)).toBe(true);
    // both instances of each service did part of the work, and together exactly all of it
    const up = Object.entries(perInstance)
      .filter(([n]) => n.startsWith('upload-analysis#'))
      .map(([, v]) => v.uploads);
    const tp = Object.entries(perInstance)
      .filter(([n]) => n.startsWith('techpack-pdf#'))
      .map(([, v]) => v.packs);
    expect(up).toHaveLength(2);
    expect(up.every((n) => n > 0)).toBe(true);
    expect(up.reduce((a, b) => a + b, 0)).toBe(photos.length);
    expect(tp).toHaveLength(2);
    expect(tp.every((n) => n > 0)).toBe(true);
    expect(tp.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(photos.length);
    // every PDF rendered by one of the two instances, none twice (a render after each pack is made)
    const pdfs = Object.entries(perInstance)
      .filter(([n]) => n.startsWith('techpack-pdf#'))
      .map(([, v]) => v.pdfs);
    expect(pdfs.reduce((a, b) => a + b, 0)).toBe(photos.length);
  }, 300_000);
});
