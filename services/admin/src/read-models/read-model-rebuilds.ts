import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import {
  AppError,
  DATABASE,
  EVENT_BUS,
  LOGGER,
  type DatabaseHandle,
  type EventBus,
  type Logger,
} from '@techpack/platform';
import { ReadModelProjector } from './read-model.projector';

// The one replay that may run at a time (the rebuild route, the catch-up at start), the search indexes, and the
// wait for a running replay on shutdown.
@Injectable()
export class ReadModelRebuilds implements OnApplicationBootstrap, OnModuleDestroy {
  private running: Promise<unknown> | undefined;

  constructor(
    @Inject(ReadModelProjector) private readonly projector: ReadModelProjector,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // Empties the read models and replays the history, then `finish` (still counted as the running rebuild);
  // 501 where the bus keeps no history, 409 while one runs.
  async rebuild<T>(finish: (result: { replayed: number; ms: number }) => Promise<T>): Promise<T> {
    if (!this.bus.replay)
      throw new AppError(
        501,
        'ADMIN.REPLAY_UNAVAILABLE',
        `The ${this.bus.kind} event bus cannot replay its history`,
      );
    if (this.running) throw new AppError(409, 'ADMIN.REBUILD_RUNNING', 'A rebuild is already running');
    const run = this.projector.rebuild(this.bus).then(finish);
    this.running = run;
    try {
      return await run;
    } finally {
      this.running = undefined;
    }
  }

  // Called once the event handlers are subscribed (afterStart). The in-process bus delivers only what is published
  // after subscribing: on a first start over an existing history (an empty ledger), catch up from the durable log.
  // Kafka's new group reads from the beginning by itself.
  async catchUpFromLog(): Promise<void> {
    if (this.bus.kind !== 'memory' || !this.bus.replay) return;
    if (await this.projector.hasHistory()) return;
    this.running = this.projector
      .replay(this.bus)
      .then(
        (n) => n > 0 && this.logger.info({ replayed: n }, 'admin read models caught up from the event log'),
      )
      .catch((e) => this.logger.warn({ err: e }, 'admin catch-up replay failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  onApplicationBootstrap(): void {
    void this.trigramIndexes();
  }

  async onModuleDestroy(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  // Substring search uses trigram indexes (pg_trgm ships with PGlite and Debian's PostgreSQL);
  // without the extension, search falls back to scanning the search column.
  private async trigramIndexes(): Promise<void> {
    try {
      await this.database.db.execute(sql.raw('create extension if not exists pg_trgm'));
      for (const table of ['users', 'uploads', 'tech_packs', 'orders', 'messages']) {
        await this.database.db.execute(
          sql.raw(
            `create index if not exists ${table}_search_trgm_idx on admin.${table} using gin (search gin_trgm_ops)`,
          ),
        );
      }
    } catch (e) {
      this.logger.info({ err: (e as Error).message }, 'pg_trgm unavailable: admin search scans');
    }
  }
}
