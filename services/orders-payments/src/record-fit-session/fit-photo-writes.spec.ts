import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import {
  createLogger,
  FsObjectStorage,
  migrate,
  openPglite,
  pgliteDatabase,
  type DatabaseHandle,
  type Executor,
  type ObjectStorage,
} from '@techpack/platform';
import { ordersMigrations } from '../orders.migrations';
import { FitPhotoWrites } from './fit-photo-writes';
import { photoKey, storePhotos, type FitPhoto, type PreparedPhoto } from './fit-photos';

// A fit photo was left without its session after a kill -9 (photos stored, the process killed before the session's
// transaction). A "process" here is a FitPhotoWrites over one database and object store; a kill is a write that
// stops at some step and never goes on, and the restart is a new FitPhotoWrites whose sweep runs.
const logger = createLogger('fit-photo-writes', 'silent');
let handle: DatabaseHandle;
let dir: string;
let storage: FsObjectStorage;

beforeAll(async () => {
  handle = pgliteDatabase(await openPglite(), true);
  await migrate(handle, 'orders', ordersMigrations);
  await handle.db.execute(
    sql`create table orders.spec_sessions (id uuid primary key, photos jsonb not null)`,
  );
  dir = mkdtempSync(join(tmpdir(), 'fit-photo-writes-'));
  storage = new FsObjectStorage(dir);
}, 180_000);
afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

const photos = (n: number): PreparedPhoto[] =>
  Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    key: '',
    contentType: 'image/jpeg',
    width: 10,
    height: 10,
    body: Buffer.from(`photo ${i}`),
  }));

// The session row, as the handler saves it: in the transaction that ends the write.
const saveSession = (id: string) => async (tx: Executor, stored: FitPhoto[]) => {
  await tx.execute(
    sql`insert into orders.spec_sessions (id, photos) values (${id}, ${JSON.stringify(stored)}::jsonb)`,
  );
  return id;
};

async function sessionExists(id: string): Promise<boolean> {
  return (
    (await handle.query<{ id: string }>(handle.db, sql`select id from orders.spec_sessions where id = ${id}`))
      .length > 0
  );
}
async function pendingWrites(): Promise<number> {
  return (
    await handle.query<{ n: number }>(handle.db, sql`select count(*)::int as n from orders.fit_photo_writes`)
  )[0].n;
}
async function stored(id: string, prepared: PreparedPhoto[]): Promise<boolean[]> {
  return Promise.all(prepared.map((p) => storage.exists(photoKey(id, p.id))));
}

describe('a fit session and its photos are kept together or not at all', () => {
  it('a session saved: its photos stay, and a sweep leaves them', async () => {
    const id = randomUUID();
    const prepared = photos(2);
    await new FitPhotoWrites(handle, storage, logger).write(id, prepared, saveSession(id));
    expect(await sessionExists(id)).toBe(true);
    expect(await stored(id, prepared)).toEqual([true, true]);
    expect(await pendingWrites()).toBe(0);
    expect(await new FitPhotoWrites(handle, storage, logger).sweep(0)).toBe(0);
    expect(await stored(id, prepared)).toEqual([true, true]);
  });

  it('killed while the photos are stored: the restart removes what was stored, no session names them', async () => {
    const id = randomUUID();
    const prepared = photos(3);
    let second!: () => void;
    const secondStored = new Promise<void>((r) => (second = r));
    // the store writes the second photo, then the process dies: the write never goes on
    const dying: ObjectStorage = Object.create(storage, {
      put: {
        value: async (key: string, body: Buffer) => {
          await storage.put(key, body);
          if (key === photoKey(id, prepared[1].id)) {
            second();
            await new Promise(() => undefined);
          }
        },
      },
    });
    void new FitPhotoWrites(handle, dying, logger).write(id, prepared, saveSession(id));
    await secondStored;
    expect(await stored(id, prepared)).toEqual([true, true, false]);

    const restarted = new FitPhotoWrites(handle, storage, logger);
    expect(await restarted.sweep()).toBe(0); // a write under way a moment ago is not touched
    expect(await restarted.sweep(0)).toBe(1);
    expect(await stored(id, prepared)).toEqual([false, false, false]);
    expect(await sessionExists(id)).toBe(false);
    expect(await pendingWrites()).toBe(0);
  });

  it('killed after every photo was stored, before the session was saved: the restart removes them all', async () => {
    const id = randomUUID();
    const prepared = photos(2);
    const dead = new FitPhotoWrites(handle, storage, logger);
    await dead.begin(id, prepared);
    await storePhotos(storage, id, prepared);
    // (killed here: the session's transaction never runs)
    expect(await stored(id, prepared)).toEqual([true, true]);
    expect(await new FitPhotoWrites(handle, storage, logger).sweep(0)).toBe(1);
    expect(await stored(id, prepared)).toEqual([false, false]);
    expect(await sessionExists(id)).toBe(false);
  });

  it('a write the sweep took before its session was saved fails, and keeps neither', async () => {
    const id = randomUUID();
    const prepared = photos(2);
    const sweeper = new FitPhotoWrites(handle, storage, logger);
    // the last photo is slow enough for another instance's sweep to take the write
    const slow: ObjectStorage = Object.create(storage, {
      put: {
        value: async (key: string, body: Buffer) => {
          await storage.put(key, body);
          if (key === photoKey(id, prepared[1].id)) expect(await sweeper.sweep(0)).toBe(1);
        },
      },
    });
    await expect(
      new FitPhotoWrites(handle, slow, logger).write(id, prepared, saveSession(id)),
    ).rejects.toMatchObject({
      status: 503,
      code: 'FIT.PHOTOS_NOT_SAVED',
    });
    expect(await sessionExists(id)).toBe(false);
    expect(await stored(id, prepared)).toEqual([false, false]);
    expect(await pendingWrites()).toBe(0);
  });

  it('a session that fails to save removes its photos at once', async () => {
    const id = randomUUID();
    const prepared = photos(2);
    const failing = async () => {
      throw new Error('insert failed');
    };
    await expect(new FitPhotoWrites(handle, storage, logger).write(id, prepared, failing)).rejects.toThrow(
      'insert failed',
    );
    expect(await stored(id, prepared)).toEqual([false, false]);
    expect(await pendingWrites()).toBe(0);
  });
});
