import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ORDER_CREATED, TECHPACK_SHARED } from '@techpack/contracts';
import { createEvent } from '@techpack/platform';
import { startTechPackHarness, type TechPackHarness } from '../testing/techpack-harness';
import { until } from '../../../../scripts/test-support/until';

// while a pack is a draft its style number follows its type; once shared with the manufacturer (chat's
// TECHPACK_SHARED) or ordered as a sample (ORDER_CREATED) it never changes. The events go through the service's bus
// as the chat and orders services publish them.

let h: TechPackHarness;

beforeAll(async () => {
  h = await startTechPackHarness('techpack-style-number-spec');
}, 90_000);
afterAll(async () => {
  await h?.stop();
});

const call = (method: string, path: string, token: string, body?: unknown) =>
  h.send(method, path, token, body);

async function newPack() {
  const body = h.createBody();
  body.deadline = new Date(Date.now() + 120_000).toISOString();
  const res = await h.post(body);
  expect(res.status).toBe(201);
  return {
    id: res.body.techPack.id as string,
    userId: body.userId,
    token: await h.userToken(body.userId),
    styleNumber: res.body.techPack.styleNumber as string,
  };
}

const toPants = (id: string, token: string, revision?: number) =>
  call('PUT', `/api/tech-pack/${id}`, token, {
    aiAnalysis: { garmentType: 'pants' },
    ...(revision !== undefined ? { revision } : {}),
  });

function shared(techPackId: string, userId: string) {
  return createEvent(
    TECHPACK_SHARED,
    techPackId,
    { messageId: randomUUID(), techPackId, userId, includePdf: true, sharedAt: new Date().toISOString() },
    { correlationId: randomUUID() },
  );
}

describe('style number: follows the type while a draft, frozen once shared or ordered', () => {
  it("an unshared draft's style number follows its type", async () => {
    const p = await newPack();
    expect(p.styleNumber).toMatch(/^TP-[^-]+-[A-Z]+-[0-9A-F]{6}$/);
    const res = await toPants(p.id, p.token);
    expect(res.status).toBe(200);
    expect(res.body.techPack.aiAnalysis.garmentType).toBe('pants');
    expect(res.body.techPack.styleNumber).not.toBe(p.styleNumber);
    expect(res.body.techPack.styleNumberFrozen).toBeFalsy();
  }, 60_000);

  it('a pack shared with the manufacturer keeps its style number when its type changes', async () => {
    const p = await newPack();
    const event = shared(p.id, p.userId);
    await h.infra.bus.publish([event]);
    const marked = await until(async () => {
      const pack = (await call('GET', `/api/tech-pack/${p.id}`, p.token)).body;
      return pack.styleNumberFrozen ? pack : undefined;
    });
    expect(marked.sharedAt).toBe(event.payload.sharedAt);
    expect(marked.status).toBe('draft'); // shared is not confirmed
    // the mark is no designer's edit: a save on the revision the studio holds is still accepted
    const res = await toPants(p.id, p.token, marked.revision);
    expect(res.status).toBe(200);
    expect(res.body.techPack.aiAnalysis.garmentType).toBe('pants');
    expect(res.body.techPack.styleNumber).toBe(p.styleNumber);
    expect((await call('GET', `/api/tech-pack/${p.id}`, p.token)).body.styleNumber).toBe(p.styleNumber);
  }, 60_000);

  it('a pack ordered as a sample keeps its style number when its type changes', async () => {
    const p = await newPack();
    const orderedAt = new Date().toISOString();
    await h.infra.bus.publish([
      createEvent(
        ORDER_CREATED,
        randomUUID(),
        {
          orderId: randomUUID(),
          orderNumber: 'ORD-1',
          techPackId: p.id,
          userId: p.userId,
          email: 'designer@example.com',
          firstName: 'D',
          lastName: 'X',
          fabricChoice: 'cotton',
          totalAmount: 100,
          status: 'pending_payment',
          stripePaymentIntentId: null,
          orderedAt,
        },
        { correlationId: randomUUID() },
      ),
    ]);
    const marked = await until(async () => {
      const pack = (await call('GET', `/api/tech-pack/${p.id}`, p.token)).body;
      return pack.styleNumberFrozen ? pack : undefined;
    });
    expect(marked.orderedAt).toBe(orderedAt);
    const res = await toPants(p.id, p.token);
    expect(res.body.techPack.styleNumber).toBe(p.styleNumber);
  }, 60_000);

  it("a share event naming another designer's pack changes nothing", async () => {
    const p = await newPack();
    const other = await newPack();
    await h.infra.bus.publish([shared(p.id, randomUUID())]);
    // a later event of the same kind is handled after it: once that one shows, the stranger's was seen too
    await h.infra.bus.publish([shared(other.id, other.userId)]);
    await until(
      async () => (await call('GET', `/api/tech-pack/${other.id}`, other.token)).body.styleNumberFrozen,
    );
    const res = await toPants(p.id, p.token);
    expect(res.body.techPack.styleNumber).not.toBe(p.styleNumber);
  }, 60_000);
});
