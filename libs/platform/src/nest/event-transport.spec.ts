import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, HttpCode, Inject, Module, Post } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { USER_REGISTERED, type EventPayload } from '@techpack/contracts';
import { MemoryEventBus } from '../events';
import { KafkaEventBus } from '../kafka-bus';
import { loadConfig } from '../config';
import { createInfrastructure, startService, type Infrastructure, type RunningService } from '../runtime';
import { currentScope } from '../context';
import type { Logger } from '../logger';
import { defineNestService } from './bootstrap';
import { EventContext, OnEvent, type EventsClient } from './event-transport';
import { DATABASE, EVENTS, LOGGER } from './tokens';
import type { DatabaseHandle } from '../database';
import { platformMigrations } from '../migrations';
import { until } from '../../../../scripts/test-support/until';

// What handlers saw, and every log line they wrote.
const seen: {
  email: string;
  correlationId?: string;
  causationId?: string;
  eventId: string;
  group: string;
}[] = [];
const lines: Record<string, unknown>[] = [];
let failuresLeft = 0;

@Controller('api/nest-test')
class SignUpController {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(EVENTS) private readonly events: EventsClient,
  ) {}

  // Records one event in the request's transaction; its correlation id is the request's.
  @Post('sign-up')
  @HttpCode(201)
  async signUp(): Promise<{ userId: string }> {
    const userId = randomUUID();
    await this.database.db.transaction(async (tx) => {
      await this.events.record(tx, USER_REGISTERED, userId, {
        userId,
        email: `${userId.slice(0, 8)}@example.com`,
        firstName: 'A',
        lastName: null,
        isGoogleUser: false,
        createdAt: new Date().toISOString(),
      });
    });
    return { userId };
  }
}

// Nest finds event handlers on controllers (a controller with no routes is an event consumer).
@Controller()
class WelcomeHandler {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  // The payload is the topic's type from the contracts' event map: no cast.
  @OnEvent(USER_REGISTERED)
  async onRegistered(
    payload: EventPayload<typeof USER_REGISTERED>,
    context: EventContext<typeof USER_REGISTERED>,
  ): Promise<void> {
    if (payload.firstName === 'fail' || failuresLeft-- > 0) throw new Error('not yet');
    const scope = currentScope();
    seen.push({
      email: payload.email,
      correlationId: scope?.correlationId,
      causationId: scope?.causationId,
      eventId: context.envelope.id,
      group: 'main',
    });
    this.logger.info({ userId: payload.userId }, 'welcome mail queued');
  }

  @OnEvent(USER_REGISTERED, { group: 'live', perInstance: true, fromBeginning: false })
  async live(
    payload: EventPayload<typeof USER_REGISTERED>,
    context: EventContext<typeof USER_REGISTERED>,
  ): Promise<void> {
    seen.push({ email: payload.email, eventId: context.envelope.id, group: 'live' });
  }
}

@Module({ controllers: [SignUpController, WelcomeHandler] })
class NestTestModule {}

const nestTest = defineNestService({
  name: 'auth',
  schema: 'nest_test',
  migrations: platformMigrations,
  module: NestTestModule,
});

const transports: [string, boolean][] = [
  ['memory', true],
  ['kafka', !!process.env.KAFKA_BROKERS],
];

for (const [name, available] of transports) {
  (available ? describe : describe.skip)(`a Nest service on the ${name} event bus`, () => {
    let infra: Infrastructure;
    let service: RunningService;

    beforeAll(async () => {
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: ':memory:',
        KAFKA_BROKERS: name === 'kafka' ? process.env.KAFKA_BROKERS : '',
        DATABASE_URL: '',
      });
      infra = await createInfrastructure(config, `nest-test-${name}`);
      const sink = new Writable({
        write(chunk, _enc, done) {
          lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
          done();
        },
      });
      const logger = pino({ level: 'info', mixin: () => ({ ...currentScope() }) }, sink) as unknown as Logger;
      infra.logger = logger;
      service = await startService(nestTest, infra, { serviceUrl: () => '' });
    }, 120_000);

    afterAll(async () => {
      await service?.stop();
      await infra?.close();
    });

    it('hands a handler the typed payload, in the log context of the request that caused the event', async () => {
      const correlationId = `req-${randomUUID()}`;
      const res = await fetch(`${service.url}/api/nest-test/sign-up`, {
        method: 'POST',
        headers: { 'x-correlation-id': correlationId },
      });
      expect(res.status).toBe(201);
      const { userId } = (await res.json()) as { userId: string };
      const main = await until(() =>
        seen.find((s) => s.group === 'main' && s.email.startsWith(userId.slice(0, 8))),
      );
      expect(main.correlationId).toBe(correlationId);
      expect(main.causationId).toBe(main.eventId);
      // The handler's own log line names the request's correlation id, not another one's.
      const line = await until(() =>
        lines.find((l) => l.msg === 'welcome mail queued' && l.userId === userId),
      );
      expect(line.correlationId).toBe(correlationId);
      // A second consumer group (one per instance, starting at the newest event) gets the events published once it
      // has joined (on Kafka joining takes a moment: sign up again until it has).
      let live = false;
      for (let i = 0; i < 40 && !live; i++) {
        const again = (await (
          await fetch(`${service.url}/api/nest-test/sign-up`, { method: 'POST' })
        ).json()) as { userId: string };
        const start = Date.now();
        while (!live && Date.now() - start < 1000) {
          live = seen.some((s) => s.group === 'live' && s.email.startsWith(again.userId.slice(0, 8)));
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      expect(live).toBe(true);
    }, 60_000);

    it('retries a failing handler and delivers once it succeeds', async () => {
      failuresLeft = 2;
      const res = await fetch(`${service.url}/api/nest-test/sign-up`, { method: 'POST' });
      const { userId } = (await res.json()) as { userId: string };
      await until(() => seen.find((s) => s.group === 'main' && s.email.startsWith(userId.slice(0, 8))));
      expect(failuresLeft).toBeLessThanOrEqual(0);
    }, 60_000);

    it('answers unknown routes and bad JSON in the platform shape', async () => {
      const missing = await fetch(`${service.url}/api/nest-test/nope`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({
        message: 'Route GET /api/nest-test/nope not found',
        code: 'ROUTE.NOT_FOUND',
      });
      const bad = await fetch(`${service.url}/api/nest-test/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{nope',
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        message: 'Malformed JSON in request body',
        code: 'REQUEST.MALFORMED_JSON',
      });
    });

    if (name === 'memory') {
      it('dead-letters an event its handler always refuses', async () => {
        const bus = infra.bus as MemoryEventBus;
        const before = bus.deadLetters.length;
        const { createEvent } = await import('../events');
        await bus.publish([
          createEvent(
            USER_REGISTERED,
            'x',
            {
              userId: randomUUID(),
              email: 'fail@example.com',
              firstName: 'fail',
              lastName: null,
              isGoogleUser: false,
              createdAt: new Date().toISOString(),
            },
            { correlationId: 'c' },
          ),
        ]);
        await until(() => bus.deadLetters.length > before, { timeoutMs: 30_000 });
        expect(bus.deadLetters.at(-1)).toMatchObject({ group: 'auth', reason: 'not yet' });
      }, 40_000);
    }
  });
}

export { KafkaEventBus };
