import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  createLogger,
  EventsClient,
  MemoryEventBus,
  migrate,
  openPglite,
  Outbox,
  pgliteDatabase,
  type DatabaseHandle,
} from '@techpack/platform';
import { CHAT_SCHEMA } from '../chat.schema';
import { chatMigrations } from '../chat.migrations';
import { ChatStore, type NewMessage } from './chat.store';

// on PostgreSQL one message the database refused failed every message of its group-commit batch (1,313 of
// 1,500 in one run). A row the database refuses is simulated by a trigger (PGlite does not refuse NUL the way
// PostgreSQL does); the batch must fall back to one row at a time so only that message fails.
describe('chat group commit', () => {
  let close: () => Promise<void>;
  let database: DatabaseHandle;
  let store: ChatStore;

  beforeAll(async () => {
    const client = await openPglite();
    close = () => client.close();
    database = pgliteDatabase(client);
    await migrate(database, CHAT_SCHEMA, chatMigrations);
    await database.db.execute(
      sql.raw(`
      create function chat.refuse_poison() returns trigger language plpgsql as $$
      begin
        if new.message like '%poison%' then raise exception 'invalid byte sequence for encoding "UTF8": 0x00'; end if;
        return new;
      end $$`),
    );
    await database.db.execute(
      sql.raw(
        `create trigger refuse_poison before insert on chat.messages for each row execute function chat.refuse_poison()`,
      ),
    );
    const logger = createLogger('chat-store-spec', 'silent');
    const bus = new MemoryEventBus(logger);
    const outbox = new Outbox(database, CHAT_SCHEMA, bus, logger);
    store = new ChatStore(database, new EventsClient(outbox, database), logger);
  });
  afterAll(async () => {
    await close?.();
  });

  const message = (text: string): NewMessage => ({
    techPackId: randomUUID(),
    userId: randomUUID(),
    userEmail: 'designer@example.com',
    sender: 'user',
    message: text,
    author: null,
    pdfUrl: null,
  });

  it('one refused message fails alone; every other message of its batch is saved', async () => {
    const meta = { correlationId: randomUUID() };
    // the first write starts at once; the next 30 queue behind it and are committed as one batch
    const first = store.insertMessage(message('first'), meta);
    const batch = Array.from({ length: 30 }, (_, i) =>
      store.insertMessage(message(i === 17 ? 'poison pill' : `message ${i}`), meta),
    );
    const results = await Promise.allSettled([first, ...batch]);
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(results[18].status).toBe('rejected');
    const [{ n }] = await database.query<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from chat.messages`,
    );
    expect(n).toBe(30);
    // and each saved message has its event in the outbox
    const [{ e }] = await database.query<{ e: number }>(
      database.db,
      sql`select count(*)::int as e from chat.outbox`,
    );
    expect(e).toBe(30);
  });
});
