import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { AdminSystemStatusResponse } from '@techpack/contracts';
import {
  DATABASE,
  EVENT_BUS,
  SERVICE_NAMES,
  STORAGE,
  type DatabaseHandle,
  type EventBus,
  type ObjectStorage,
} from '@techpack/platform';
import { DashboardStats } from '../dashboard-stats/dashboard-stats';
import { ServiceProbe } from './service-probe';

const jsonObject = z.record(z.unknown());

// The payment configuration orders-payments publishes, read leniently: the first name it gives, its test flag.
function paymentsOf(body: unknown): { provider?: string; testMode: unknown } {
  const parsed = jsonObject.safeParse(body);
  if (!parsed.success) return { testMode: null };
  const config = parsed.data;
  const provider = ['provider', 'kind', 'name', 'mode']
    .map((k) => config[k])
    .find((v): v is string => typeof v === 'string' && v !== '');
  return { provider, testMode: config.testMode ?? config.test ?? null };
}

// The real state of what the dashboard's footer reports: probed now, not fixed text.
@Injectable()
export class SystemStatusHandler {
  constructor(
    @Inject(STORAGE) private readonly storage: ObjectStorage,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(ServiceProbe) private readonly probes: ServiceProbe,
    @Inject(DashboardStats) private readonly stats: DashboardStats,
  ) {}

  async execute(): Promise<AdminSystemStatusResponse> {
    const others = SERVICE_NAMES.filter((n) => n !== 'admin');
    const [storageOk, databaseOk, busOk, paymentsConfig, readies, stats] = await Promise.all([
      this.storage.healthy().catch(() => false),
      this.database.ping(),
      this.bus.healthy().catch(() => false),
      this.probes.probe('orders-payments', '/api/payments/config'),
      Promise.all(others.map(async (name) => [name, await this.probes.probe(name, '/ready')] as const)),
      this.stats.read().catch(() => null),
    ]);
    const ready = new Map(readies);
    const services: AdminSystemStatusResponse['services'] = [
      { name: 'admin', ready: databaseOk && busOk, status: 200, ms: 0, error: undefined },
      ...readies.map(([name, p]) => ({ name, ready: p.ok, status: p.status, ms: p.ms, error: p.error })),
    ];

    const orders = ready.get('orders-payments')!;
    const { provider, testMode } = paymentsConfig.ok
      ? paymentsOf(paymentsConfig.body)
      : { provider: undefined, testMode: null };
    const chat = ready.get('chat')!;

    return {
      checkedAt: new Date().toISOString(),
      storage: {
        kind: this.storage.kind,
        label:
          this.storage.kind === 'fs'
            ? 'File-based storage with auto-persistence'
            : 'S3-compatible object storage',
        healthy: storageOk,
      },
      database: {
        kind: this.database.kind,
        label: this.database.kind === 'pglite' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL',
        healthy: databaseOk,
      },
      payments: {
        provider: provider ?? (orders.ok ? 'unknown' : null),
        testMode: typeof testMode === 'boolean' ? testMode : null,
        healthy: orders.ok && (paymentsConfig.ok || paymentsConfig.status === 404),
        detail: paymentsConfig.ok ? paymentsConfig.body : null,
        error: orders.ok
          ? paymentsConfig.ok
            ? undefined
            : (paymentsConfig.error ?? `config answered ${paymentsConfig.status}`)
          : (orders.error ?? `ready answered ${orders.status}`),
      },
      messaging: {
        healthy: chat.ok,
        detail: chat.body,
        error: chat.ok ? undefined : (chat.error ?? `ready answered ${chat.status}`),
      },
      events: {
        kind: this.bus.kind,
        label: this.bus.kind === 'kafka' ? 'Kafka' : 'In-process event bus',
        healthy: busOk,
        lastEventAt: stats?.lastEventAt ?? null,
      },
      services,
    };
  }
}
