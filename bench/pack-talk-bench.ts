// Benchmark (not a test): comparing two revisions of a large pack, and listing a pack's comment threads.
// `npx tsx bench/pack-talk-bench.ts [runs]`: an in-memory PGlite database with the tech pack service's migrations;
// a large pack (120 points of measure over every size of its range, 150 BOM lines, 120 operations) saved through 30
// revisions the way the service saves them (recordRevision in the save's transaction); then p50/p95 of
//   - GET .../diff's work: both snapshots read and the field-level diff of revision 2 against the latest;
//   - the diff alone (in memory);
//   - GET .../comments' work for 300 threads of 4 messages each (the pack's bound on threads).
import { randomUUID } from 'node:crypto';
import { openPglite, pgliteDatabase } from '../libs/platform/src/database';
import { migrate } from '../libs/platform/src/migrations';
import type { TechPack } from '../libs/contracts/src/index';
import { packOf } from '../services/techpack-pdf/src/testing/build-pack';
import { TECHPACK_SCHEMA, techPacks } from '../services/techpack-pdf/src/techpack.schema';
import { techpackMigrations } from '../services/techpack-pdf/src/techpack.migrations';
import { recordRevision } from '../services/techpack-pdf/src/revisions/record-revision';
import { RevisionDiffs } from '../services/techpack-pdf/src/revisions/revision-diffs';
import { diffPacks } from '../services/techpack-pdf/src/revisions/pack-diff';
import { commentMessages, commentThreads } from '../services/techpack-pdf/src/revisions/talk.schema';
import { threadsOf } from '../services/techpack-pdf/src/comments/comment-threads';

const RUNS = Number(process.argv[2] ?? 60);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (n: number) => `${n.toFixed(2)} ms`;

function largePack(): TechPack {
  const p = packOf('jacket');
  const base = p.pointsOfMeasure.rows;
  p.pointsOfMeasure.rows = Array.from({ length: 120 }, (_, i) => ({
    ...structuredClone(base[i % base.length]),
    key: `pom${i}`,
    code: `X${i}`,
  }));
  p.bom = Array.from({ length: 150 }, (_, i) => ({
    ...structuredClone(p.bom[i % p.bom.length]),
    ref: `L${i}`,
    item: `Line ${i}`,
  }));
  const ops = p.construction.operations;
  p.construction.operations = Array.from({ length: 120 }, (_, i) => ({
    ...structuredClone(ops[i % ops.length]),
    operation: `Operation ${i}`,
  }));
  return p;
}

function nextRevision(p: TechPack, rev: number): TechPack {
  const n = structuredClone(p);
  for (const row of n.pointsOfMeasure.rows.slice(0, 10))
    for (const size of Object.keys(row.values)) row.values[size] += 0.5;
  n.bom[rev % n.bom.length].quantity += 1;
  n.revisions.push({
    rev,
    at: new Date(Date.UTC(2026, 2, 1, 10, rev)).toISOString(),
    by: 'user',
    summary: `edit ${rev}`,
    fields: ['measurements'],
  });
  n.updatedAt = n.revisions.at(-1)!.at;
  return n;
}

const client = await openPglite();
const database = pgliteDatabase(client, true);
await migrate(database, TECHPACK_SCHEMA, techpackMigrations);
let pack = largePack();
const id = randomUUID();
await database.db.insert(techPacks).values({
  id,
  uploadId: id,
  userId: 'u',
  email: 'bench@example.com',
  garmentType: 'jacket',
  data: pack,
  revision: 1,
});
for (let rev = 2; rev <= 30; rev++) {
  const next = nextRevision(pack, rev);
  await database.db.transaction(async (tx) => {
    await tx.update(techPacks).set({ data: next, revision: rev });
    await recordRevision(tx, { packId: id, before: pack, after: next, who: 'bench@example.com' });
  });
  pack = next;
}
const [row] = await database.db.select().from(techPacks);
const diffs = new RevisionDiffs(database);
const first = await diffs.diff(row, 2, 30);
const withReads: number[] = [];
const inMemory: number[] = [];
const a = await diffs.snapshot(row, 2);
for (let i = 0; i < RUNS; i++) {
  let t = performance.now();
  await diffs.diff(row, 2, 30);
  withReads.push(performance.now() - t);
  t = performance.now();
  diffPacks(a, pack, 2, 30);
  inMemory.push(performance.now() - t);
}

const now = new Date();
for (let t = 0; t < 300; t++) {
  const threadId = randomUUID();
  await database.db.insert(commentThreads).values({
    id: threadId,
    packId: id,
    anchor: { kind: 'pom', ref: `pom${t % 120}` },
    anchorLabel: `X${t} point`,
    status: t % 3 ? 'open' : 'resolved',
    revision: 30,
    messageCount: 4,
    createdAt: now,
    updatedAt: now,
  });
  await database.db.insert(commentMessages).values(
    Array.from({ length: 4 }, (_, m) => ({
      id: randomUUID(),
      threadId,
      packId: id,
      authorRole: m % 2 ? 'partner' : 'designer',
      authorName: 'Bench',
      text: `Message ${m} `.repeat(20),
      at: new Date(now.getTime() + m),
    })),
  );
}
const lists: number[] = [];
const openLists: number[] = [];
for (let i = 0; i < RUNS; i++) {
  let t = performance.now();
  await threadsOf(database.db, id);
  lists.push(performance.now() - t);
  t = performance.now();
  await threadsOf(database.db, id, 'open');
  openLists.push(performance.now() - t);
}
console.log(
  `large pack: ${pack.pointsOfMeasure.rows.length} POM rows x ${pack.pointsOfMeasure.sizes.length} sizes, ${pack.bom.length} BOM lines, ${pack.construction.operations.length} operations; diff 2 -> 30: ${first.changed} changes`,
);
console.log(
  `diff with both snapshots read (PGlite): p50 ${ms(pct(withReads, 0.5))}, p95 ${ms(pct(withReads, 0.95))}`,
);
console.log(
  `diff in memory:                        p50 ${ms(pct(inMemory, 0.5))}, p95 ${ms(pct(inMemory, 0.95))}`,
);
console.log(`comments list, 300 threads x 4:        p50 ${ms(pct(lists, 0.5))}, p95 ${ms(pct(lists, 0.95))}`);
console.log(
  `comments list ?status=open (200):      p50 ${ms(pct(openLists, 0.5))}, p95 ${ms(pct(openLists, 0.95))}`,
);
await database.close();
