import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  MESSAGE_POSTED,
  ORDER_CREATED,
  ORDER_PAID,
  ORDER_STATUS_CHANGED,
  PDF_RENDERED,
  TECHPACK_GENERATED,
  TECHPACK_UPDATED,
  UPLOAD_RECEIVED,
  ANALYSIS_COMPLETED,
  USER_LOGGED_IN,
  USER_REGISTERED,
  type EventType,
  type EventPayload,
  type EventEnvelope,
  adminListQuery,
  type OrderStatus,
} from '@techpack/contracts';
import { createEvent, migrate, openPglite, pgliteDatabase, type DatabaseHandle } from '@techpack/platform';
import { ADMIN_SCHEMA } from '../admin.schema';
import { adminMigrations } from '../admin.migrations';
import { ReadModelProjector } from './read-model.projector';
import { DashboardStats } from '../dashboard-stats/dashboard-stats';
import { ListUsersHandler } from '../list-users/list-users.handler';
import { ListUploadsHandler } from '../list-uploads/list-uploads.handler';
import { ListTechPacksHandler } from '../list-tech-packs/list-tech-packs.handler';
import { ListOrdersHandler } from '../list-orders/list-orders.handler';
import { ListMessagesHandler } from '../list-messages/list-messages.handler';
import { ListOperatorActionsHandler } from '../list-operator-actions/list-operator-actions.handler';

let db: DatabaseHandle;
// What the replay does with every stored event (the live @OnEvent handlers call the same projector).
let apply: (e: EventEnvelope) => Promise<void>;
const q = (over: Record<string, unknown> = {}) => adminListQuery.parse(over);
type Query = ReturnType<typeof q>;
let dashboard: DashboardStats;
const readStats = () => dashboard.read();
const listUsers = (query: Query) => new ListUsersHandler(db).execute(query);
const listUploads = (query: Query) => new ListUploadsHandler(db).execute(query);
const listTechPacks = (query: Query) => new ListTechPacksHandler(db).execute(query);
const listOrders = (query: Query) => new ListOrdersHandler(db).execute(query);
const listMessages = (query: Query) => new ListMessagesHandler(db).execute(query);
const listActions = (query: Query) => new ListOperatorActionsHandler(db).execute(query);

function ev<T extends EventType>(
  type: T,
  id: string,
  payload: EventPayload<T>,
  occurredAt?: string,
): EventEnvelope {
  const e = createEvent(type, id, payload, { correlationId: 'test' });
  return occurredAt ? { ...e, occurredAt } : e;
}

beforeAll(async () => {
  db = pgliteDatabase(await openPglite());
  await migrate(db, ADMIN_SCHEMA, adminMigrations);
  const projector = new ReadModelProjector(db, ADMIN_SCHEMA);
  apply = (e) => projector.project(e);
  dashboard = new DashboardStats(db);
});

const t = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();

describe('admin read models from events', () => {
  const userId = randomUUID();
  const email = 'ada@example.com';

  it('builds users idempotently and tolerates a login seen before the registration', async () => {
    const login = ev(USER_LOGGED_IN, userId, {
      userId,
      email,
      method: 'password',
      at: new Date().toISOString(),
    });
    await apply(login);
    const reg = ev(USER_REGISTERED, userId, {
      userId,
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isGoogleUser: true,
      createdAt: t(1),
    });
    await apply(reg);
    await apply(reg);
    await apply(login);
    const users = await listUsers(q());
    expect(users.total).toBe(1);
    expect(users.items[0]).toMatchObject({
      id: userId,
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isGoogleUser: true,
      createdAt: t(1),
    });
    expect(users.items[0].lastLoginAt).toBeTruthy();
    const stats = await readStats();
    expect(stats).toMatchObject({ totalUsers: 1, activeUsers7d: 1 });
  });

  it('joins uploads, analysis and tech packs, newest update wins', async () => {
    const uploadId = randomUUID();
    const packId = randomUUID();
    const summary = (updatedAt: string, mainFabric: string) => ({
      techPackId: packId,
      uploadId,
      userId,
      email,
      garmentType: 't-shirt',
      originalName: 'tee.png',
      filename: 'f1.png',
      mainFabric,
      createdAt: t(10),
      updatedAt,
    });
    // out of order: the update arrives before the generation
    await apply(ev(TECHPACK_UPDATED, packId, summary(t(20), 'Silk Charmeuse')));
    await apply(ev(TECHPACK_GENERATED, packId, summary(t(10), 'Cotton Jersey')));
    await apply(
      ev(PDF_RENDERED, packId, {
        techPackId: packId,
        userId,
        pdfPath: 'pdfs/x.pdf',
        bytes: 100,
        pages: 3,
        renderMs: 50,
      }),
    );
    await apply(
      ev(ANALYSIS_COMPLETED, uploadId, {
        uploadId,
        userId,
        email,
        originalName: 'tee.png',
        filename: 'f1.png',
        webFilename: 'f1.webp',
        selectedSize: 'M',
        requestedGarmentType: null,
        analysis: {
          garmentType: 't-shirt',
          silhouette: 'boxy',
          styleCategory: 'casual',
          description: 'a tee',
          components: {},
          confidence: 0.9,
        },
        analyzer: 'local',
        analysisMs: 5,
      }),
    );
    await apply(
      ev(UPLOAD_RECEIVED, uploadId, {
        uploadId,
        userId,
        email,
        originalName: 'tee.png',
        filename: 'f1.png',
        contentType: 'image/png',
        sizeBytes: 10,
        garmentType: null,
        selectedSize: 'M',
        createdAt: t(5),
      }),
    );
    const packs = await listTechPacks(q());
    expect(packs.total).toBe(1);
    expect(packs.items[0]).toMatchObject({
      id: packId,
      uploadId,
      createdAt: t(10),
      pdfPath: 'pdfs/x.pdf',
      materials: { mainFabric: 'Silk Charmeuse' },
      upload: { originalName: 'tee.png', filename: 'f1.png' },
      aiAnalysis: { silhouette: 'boxy', confidence: 0.9 },
      user: { email },
    });
    const uploads = await listUploads(q());
    expect(uploads.items[0]).toMatchObject({
      id: uploadId,
      userId,
      originalName: 'tee.png',
      filename: 'f1.png',
      garmentType: 't-shirt',
      user: { email },
    });
  });

  it('orders: latest snapshot wins, revenue counts paid orders', async () => {
    const orderId = randomUUID();
    const snap = (status: OrderStatus) => ({
      orderId,
      orderNumber: 'TPS-2026-001-SAMPLE',
      techPackId: null,
      userId,
      email: 'order@example.com',
      firstName: 'Ada',
      lastName: 'L',
      fabricChoice: 'silk-weird',
      totalAmount: 190.5,
      status,
      stripePaymentIntentId: status === 'pending_payment' ? null : 'pi_1234567890abcdefghijkl',
      orderedAt: t(30),
    });
    await apply(
      ev(
        ORDER_STATUS_CHANGED,
        orderId,
        { ...snap('in_production'), previousStatus: 'paid', changedBy: 'admin', reason: null },
        t(50),
      ),
    );
    await apply(ev(ORDER_PAID, orderId, snap('paid'), t(40)));
    await apply(ev(ORDER_CREATED, orderId, snap('pending_payment'), t(30)));
    const orders = await listOrders(q());
    expect(orders.items[0]).toMatchObject({
      id: orderId,
      status: 'in_production',
      totalAmount: 190.5,
      fabricChoice: 'silk-weird',
      stripePaymentIntentId: 'pi_1234567890abcdefghijkl',
      user: { email },
    });
    const stats = await readStats();
    expect(stats).toMatchObject({ orderCount: 1, totalRevenue: 190.5 });
  });

  it('messages, search and pagination with totals', async () => {
    const packId = randomUUID();
    for (let i = 0; i < 30; i++) {
      const messageId = randomUUID();
      await apply(
        ev(MESSAGE_POSTED, messageId, {
          messageId,
          techPackId: packId,
          userId,
          userEmail: email,
          sender: i % 2 ? 'manufacturer' : 'user',
          message: `hello number ${i}`,
          messageType: 'text',
          sentAt: t(100 + i),
        }),
      );
    }
    const all = await listMessages(q({ limit: '10', offset: '0' }));
    expect(all.total).toBe(30);
    expect(all.items).toHaveLength(10);
    expect(all.items[0]).toMatchObject({ message: 'hello number 29', user: { email } });
    const page2 = await listMessages(q({ limit: '10', offset: '10' }));
    expect(page2.items[0]).toMatchObject({ message: 'hello number 19' });
    const found = await listMessages(q({ q: 'NUMBER 2', limit: '5' }));
    expect(found.total).toBe(11); // 2, 20..29
    expect(found.items).toHaveLength(5);
    const users = await listUsers(q({ q: 'LOVE' }));
    expect(users.total).toBe(1);
    expect((await listUsers(q({ q: 'nobody%' }))).total).toBe(0);
    expect((await readStats()).messageCount).toBe(30);
  });

  it('?userId= and ?techPackId= narrow the lists that take them; operator actions are searched by operator, action and target', async () => {
    const bo = randomUUID();
    const boPack = randomUUID();
    const messageId = randomUUID();
    await apply(
      ev(MESSAGE_POSTED, messageId, {
        messageId,
        techPackId: boPack,
        userId: bo,
        userEmail: 'bo@example.com',
        sender: 'user',
        message: 'from bo',
        messageType: 'text',
        sentAt: t(200),
      }),
    );
    expect((await listUsers(q({ userId }))).items.map((u) => u.id)).toEqual([userId]);
    expect((await listUsers(q({ userId: bo }))).total).toBe(0);
    expect((await listOrders(q({ userId }))).total).toBe(1);
    expect((await listOrders(q({ userId: bo }))).total).toBe(0);
    expect((await listMessages(q({ userId: bo }))).items.map((m) => m.message)).toEqual(['from bo']);
    expect((await listMessages(q({ techPackId: boPack, userId }))).total).toBe(0);
    expect((await listMessages(q({ techPackId: boPack, userId: bo }))).items.map((m) => m.id)).toEqual([
      messageId,
    ]);

    const action = (operator: string, kind: string, target: string, s: number) =>
      db.db
        .execute(sql`insert into admin.operator_actions (id, operator, action, target_id, details, outcome, status_code, at)
        values (${randomUUID()}, ${operator}, ${kind}, ${target}, '{}'::jsonb, 'succeeded', 200, ${t(s)})`);
    await action('alice', 'pdf-opened', 'pack-0001', 300);
    await action('bob', 'manufacturer-reply', 'pack-0002', 301);
    expect((await listActions(q())).items.map((a) => a.operator)).toEqual(['bob', 'alice']);
    expect((await listActions(q({ q: 'ALICE' }))).items.map((a) => a.action)).toEqual(['pdf-opened']);
    expect((await listActions(q({ q: 'reply' }))).items.map((a) => a.operator)).toEqual(['bob']);
    expect((await listActions(q({ q: 'PACK-000' }))).total).toBe(2);
    expect((await listActions(q({ q: 'carol' }))).total).toBe(0);
    expect((await listActions(q({ userId: bo }))).total).toBe(2); // not a filter of this list
  });
});
