import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { eq, lt, sql } from 'drizzle-orm';
import {
  AppError,
  DATABASE,
  LOGGER,
  STORAGE,
  type DatabaseHandle,
  type Executor,
  type Logger,
  type ObjectStorage,
} from '@techpack/platform';
import { photoKey, storePhotos, type FitPhoto, type PreparedPhoto } from './fit-photos';
import { fitPhotoWrites } from './fit-photo-writes.schema';

// A write not finished after this long was abandoned (its process was killed): a fit session's photos (at most four
// re-encoded JPEGs) are stored in seconds. Abandoned writes are looked for at start-up and then this often.
export const ABANDONED_AFTER_MS = 5 * 60_000;

const TOO_SLOW = () =>
  new AppError(
    503,
    'FIT.PHOTOS_NOT_SAVED',
    'Storing the photos took too long and they were not kept. Please send the fit session again.',
  );

// A fit session and its photos are kept together or not at all, even if the process is killed part way:
//   1. a row naming the photos' keys is committed (fit_photo_writes) before any photo is stored;
//   2. the photos are stored;
//   3. one transaction deletes that row and saves the session (with its event).
// A kill before 3 commits leaves the row: the sweep (any instance, at start-up and then every ABANDONED_AFTER_MS)
// removes the photos it names, then the row. The sweep takes the row in a transaction before removing anything,
// and step 3 saves the session only if it deleted the row itself: a write the sweep took fails (503, nothing kept),
// so a session never names photos that were removed.
@Injectable()
export class FitPhotoWrites implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | undefined;
  private stopping = false;

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(STORAGE) private readonly storage: ObjectStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // The whole write: `save` runs in the transaction that ends it, with the stored photos.
  async write<T>(
    sessionId: string,
    prepared: PreparedPhoto[],
    save: (tx: Executor, photos: FitPhoto[]) => Promise<T>,
  ): Promise<T> {
    if (prepared.length === 0) return this.database.db.transaction((tx) => save(tx, []));
    const keys = await this.begin(sessionId, prepared);
    try {
      const photos = await storePhotos(this.storage, sessionId, prepared);
      return await this.database.db.transaction(async (tx) => {
        await this.finish(tx, sessionId);
        return save(tx, photos);
      });
    } catch (e) {
      await this.abandon(sessionId, keys);
      throw e;
    }
  }

  // Step 1: the row naming every key the photos will have, committed on its own.
  async begin(sessionId: string, prepared: PreparedPhoto[]): Promise<string[]> {
    const keys = prepared.map((p) => photoKey(sessionId, p.id));
    await this.database.db.insert(fitPhotoWrites).values({ sessionId, keys });
    return keys;
  }

  // Step 3, inside the session's transaction: the row is deleted here, or the sweep has taken the write.
  async finish(tx: Executor, sessionId: string): Promise<void> {
    const ended = await tx
      .delete(fitPhotoWrites)
      .where(eq(fitPhotoWrites.sessionId, sessionId))
      .returning({ sessionId: fitPhotoWrites.sessionId });
    if (ended.length === 0) throw TOO_SLOW();
  }

  // A write that failed while this process ran: its photos, then its row (kept for the sweep if the store is away).
  private async abandon(sessionId: string, keys: string[]): Promise<void> {
    try {
      for (const key of keys) await this.storage.delete(key);
      await this.database.db.delete(fitPhotoWrites).where(eq(fitPhotoWrites.sessionId, sessionId));
    } catch (e) {
      this.logger.warn(
        { err: e, sessionId },
        'fit photos of a failed session not removed yet; the sweep will',
      );
    }
  }

  // Removes the photos of every write started more than `olderThanMs` ago and never finished; how many.
  async sweep(olderThanMs = ABANDONED_AFTER_MS): Promise<number> {
    const db = this.database.db;
    const cutoff = sql`now() - make_interval(secs => ${olderThanMs / 1000})`;
    const stale = await db
      .select({ sessionId: fitPhotoWrites.sessionId })
      .from(fitPhotoWrites)
      .where(lt(fitPhotoWrites.startedAt, cutoff))
      .limit(100);
    let removed = 0;
    for (const { sessionId } of stale) {
      if (this.stopping) break;
      // the row is taken (deleted, locked until commit) before its photos go: a writer finishing now waits, then
      // finds it gone and keeps nothing; a failure to remove a photo rolls back and leaves the row for the next sweep
      const took = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .delete(fitPhotoWrites)
            .where(eq(fitPhotoWrites.sessionId, sessionId))
            .returning();
          if (!row) return false;
          for (const key of row.keys) await this.storage.delete(key);
          return true;
        })
        .catch((e: unknown) => {
          this.logger.warn({ err: e, sessionId }, 'abandoned fit photos not removed; will retry');
          return false;
        });
      if (took) removed += 1;
    }
    if (removed > 0)
      this.logger.info({ removed }, 'removed the photos of fit sessions a previous process did not save');
    return removed;
  }

  onApplicationBootstrap(): void {
    const run = () => {
      if (this.stopping || this.sweeping) return;
      this.sweeping = this.sweep()
        .catch((e: unknown) => {
          this.logger.warn({ err: e }, 'looking for abandoned fit photos failed');
          return 0;
        })
        .finally(() => (this.sweeping = undefined));
    };
    run();
    this.timer = setInterval(run, ABANDONED_AFTER_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.sweeping;
  }
}
