import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AppConfig } from './config';
import { createLogger, type Logger } from './logger';
import { openPgliteThread, pgliteDatabase, postgresDatabase, type DatabaseHandle } from './database';
import { migrate } from './migrations';
import type { PgliteThread } from './pglite/pglite-thread';
import { handledEvents, MemoryEventBus, SqlEventLog, type EventBus } from './events';
import { KafkaEventBus } from './kafka-bus';
import { FsObjectStorage, MinioObjectStorage, type ObjectStorage } from './storage';
import { TokenService } from './auth';
import { Outbox } from './outbox';
import { createMetrics } from './http';
import { monitorEventLoop } from './event-loop-monitor';
import { envUrlKey, type ServiceDefinition, type ServiceName } from './service';
import client from 'prom-client';

// Everything a process shares between the services it hosts.
export interface Infrastructure {
  config: AppConfig;
  logger: Logger;
  bus: EventBus;
  storage: ObjectStorage;
  tokens: TokenService;
  openDatabase(service: string): DatabaseHandle;
  close(): Promise<void>;
}

export function resolveJwtSecret(config: AppConfig): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  // Embedded mode: a random secret generated once and kept with the data, so sessions survive restarts.
  return persistentSecret(config, 'jwtSecret', () => randomBytes(32).toString('hex'));
}

// DATA_DIR ':memory:' (tests, benches): nothing on disk; the process's secrets live as long as it does.
export const IN_MEMORY = ':memory:';
const memorySecrets = new Map<string, string>();

// A secret generated once and kept in DATA_DIR/secrets.json (mode 600) beside the others, so it survives restarts.
export function persistentSecret(config: AppConfig, name: string, generate: () => string): string {
  if (config.DATA_DIR === IN_MEMORY) {
    if (!memorySecrets.has(name)) memorySecrets.set(name, generate());
    return memorySecrets.get(name)!;
  }
  const dir = resolve(config.DATA_DIR);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'secrets.json');
  let stored: Record<string, string> = {};
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    if (stored[name]) return stored[name];
  }
  const secret = generate();
  writeFileSync(file, JSON.stringify({ ...stored, [name]: secret }), { mode: 0o600 });
  return secret;
}

export async function createInfrastructure(config: AppConfig, processName: string): Promise<Infrastructure> {
  const logger = createLogger(processName, config.LOG_LEVEL);
  const bus: EventBus = config.KAFKA_BROKERS
    ? new KafkaEventBus(
        { brokers: config.KAFKA_BROKERS.split(','), clientId: `${config.KAFKA_CLIENT_ID}-${processName}` },
        logger,
      )
    : new MemoryEventBus(logger);
  // ':memory:' keeps its objects in a temp folder, removed on close
  const memoryObjects =
    !config.S3_ENDPOINT && config.DATA_DIR === IN_MEMORY
      ? mkdtempSync(join(tmpdir(), 'techpack-objects-'))
      : undefined;
  const storage: ObjectStorage = config.S3_ENDPOINT
    ? new MinioObjectStorage({
        endpoint: config.S3_ENDPOINT,
        accessKey: config.S3_ACCESS_KEY ?? '',
        secretKey: config.S3_SECRET_KEY ?? '',
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
      })
    : new FsObjectStorage(memoryObjects ?? join(config.DATA_DIR, 'objects'));
  const tokens = new TokenService(
    resolveJwtSecret(config),
    config.JWT_TTL_SECONDS,
    config.ADMIN_JWT_TTL_SECONDS,
  );

  let pglite: PgliteThread | undefined;
  const handles: DatabaseHandle[] = [];
  if (!config.DATABASE_URL)
    pglite = await openPgliteThread(config.DATA_DIR === IN_MEMORY ? undefined : join(config.DATA_DIR, 'db'));
  if (bus instanceof MemoryEventBus) {
    // The in-process bus keeps its history in the database so read models can be rebuilt by replay.
    const logHandle = config.DATABASE_URL
      ? postgresDatabase(config.DATABASE_URL, 2)
      : pgliteDatabase(pglite!);
    handles.push(logHandle);
    const log = new SqlEventLog(logHandle);
    // the log's tables exist before any outbox relays into them (inside its own transaction)
    await log.init();
    bus.attachLog(log);
  }

  return {
    config,
    logger,
    bus,
    storage,
    tokens,
    openDatabase() {
      const handle = config.DATABASE_URL ? postgresDatabase(config.DATABASE_URL) : pgliteDatabase(pglite!);
      handles.push(handle);
      return handle;
    },
    async close() {
      await bus.close();
      await Promise.allSettled(handles.map((h) => h.close()));
      if (pglite) await pglite.close();
      if (memoryObjects) rmSync(memoryObjects, { recursive: true, force: true });
    },
  };
}

export interface RunningService {
  name: ServiceName;
  url: string;
  outbox: Outbox;
  database: DatabaseHandle;
  stop(): Promise<void>;
}

export interface StartServiceOptions {
  host?: string;
  port?: number;
  serviceUrl(name: ServiceName): string;
}

export async function startService(
  def: ServiceDefinition,
  infra: Infrastructure,
  options: StartServiceOptions,
): Promise<RunningService> {
  const logger = infra.logger.child({ service: def.name });
  const database = infra.openDatabase(def.schema);
  await migrate(database, def.schema, def.migrations);
  const outbox = new Outbox(database, def.schema, infra.bus, logger);
  const metrics = createMetrics(def.name);
  monitorEventLoop(infra.logger, metrics); // blocks of this process's loop: logged, and on this service's /metrics
  new client.Gauge({
    name: 'outbox_backlog',
    help: 'Events written but not yet published',
    registers: [metrics],
    async collect() {
      this.set(await outbox.backlog().catch(() => -1));
    },
  });
  new client.Gauge({
    name: 'event_consumer_lag',
    help: "Events published but not yet handled by this service's consumer groups",
    labelNames: ['group', 'topic'],
    registers: [metrics],
    collect() {
      this.reset();
      for (const l of infra.bus.consumerLag()) {
        if (l.group === def.name || l.group.startsWith(`${def.name}-`))
          this.set({ group: l.group, topic: l.topic }, l.lag);
      }
    },
  });
  new client.Counter({
    name: 'events_handled_total',
    help: "Events handled successfully by this service's consumer groups in this process",
    labelNames: ['group', 'topic'],
    registers: [metrics],
    collect() {
      this.reset();
      for (const h of handledEvents.values()) {
        if (h.group === def.name || h.group.startsWith(`${def.name}-`))
          this.inc({ group: h.group, topic: h.topic }, h.count);
      }
    },
  });
  const instance = await def.create({
    config: infra.config,
    logger,
    database,
    schema: def.schema,
    bus: infra.bus,
    outbox,
    storage: infra.storage,
    tokens: infra.tokens,
    metrics,
    serviceUrl: options.serviceUrl,
    instanceId: randomUUID().slice(0, 8),
  });
  const address = await instance.app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  outbox.start();
  if (instance.start) await instance.start();
  logger.info({ address }, 'service listening');
  return {
    name: def.name,
    url: address.replace('0.0.0.0', '127.0.0.1'),
    outbox,
    database,
    async stop() {
      if (instance.stop) await instance.stop();
      await outbox.stop();
      await instance.app.close();
    },
  };
}

// A *_URL may list several instances (comma-separated); calls are spread round-robin.
export function serviceUrlFromConfig(config: AppConfig) {
  const counters = new Map<ServiceName, number>();
  return (name: ServiceName): string => {
    const value = config[envUrlKey(name)] as string | undefined;
    if (!value) throw new Error(`${String(envUrlKey(name))} is not set`);
    const list = value
      .split(',')
      .map((v) => v.trim().replace(/\/$/, ''))
      .filter(Boolean);
    const n = counters.get(name) ?? 0;
    counters.set(name, n + 1);
    return list[n % list.length];
  };
}

// `src/main.ts` of every service: one service in its own process (distributed mode).
export async function runStandalone(def: ServiceDefinition): Promise<RunningService> {
  const { loadConfig } = await import('./config');
  const config = loadConfig();
  const infra = await createInfrastructure(config, def.name);
  const running = await startService(def, infra, {
    host: '0.0.0.0',
    port: config.SERVICE_PORT ?? 0,
    serviceUrl: serviceUrlFromConfig(config),
  });
  infra.logger.info({ url: running.url, service: def.name }, 'started');
  process.stdout.write(`SERVICE_READY ${JSON.stringify({ service: def.name, url: running.url })}\n`);
  const shutdown = async () => {
    await running.stop().catch(() => undefined);
    await infra.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return running;
}
