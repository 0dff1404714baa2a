import { SERVICE_NAMES, type ServiceDeps, type ServiceName } from '@techpack/platform';
import { readStats } from './admin.queries';

const PROBE_TIMEOUT_MS = 1500;

interface Probe {
  ok: boolean;
  status: number | null;
  ms: number;
  body: unknown;
  error?: string;
}

async function probe(deps: ServiceDeps, service: ServiceName, path: string): Promise<Probe> {
  const started = Date.now();
  let base: string;
  try {
    base = deps.serviceUrl(service);
  } catch {
    return { ok: false, status: null, ms: 0, body: null, error: 'not configured' };
  }
  try {
    const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { ok: res.ok, status: res.status, ms: Date.now() - started, body };
  } catch (e) {
    return { ok: false, status: null, ms: Date.now() - started, body: null, error: (e as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable' };
  }
}

function pick(obj: unknown, ...keys: string[]): string | undefined {
  if (!obj || typeof obj !== 'object') return undefined;
  for (const k of keys) {
    const v = (obj as Record<string, unknown>)[k];
    if (typeof v === 'string' && v) return v;
  }
  return undefined;
}

// The real state of what the dashboard's footer reports: probed now, not fixed text.
export async function systemStatus(deps: ServiceDeps) {
  const others = SERVICE_NAMES.filter((n) => n !== 'admin');
  const [storageOk, databaseOk, busOk, paymentsConfig, readies, stats] = await Promise.all([
    deps.storage.healthy().catch(() => false),
    deps.database.ping(),
    deps.bus.healthy().catch(() => false),
    probe(deps, 'orders-payments', '/api/payments/config'),
    Promise.all(others.map(async (name) => [name, await probe(deps, name, '/ready')] as const)),
    readStats(deps.database).catch(() => null),
  ]);
  const ready = new Map(readies);
  const services = [
    { name: 'admin' as ServiceName, ready: databaseOk && busOk, status: 200, ms: 0, error: undefined as string | undefined },
    ...readies.map(([name, p]) => ({ name, ready: p.ok, status: p.status, ms: p.ms, error: p.error })),
  ];

  const orders = ready.get('orders-payments')!;
  const provider = paymentsConfig.ok ? pick(paymentsConfig.body, 'provider', 'kind', 'name', 'mode') : undefined;
  const testMode =
    paymentsConfig.ok && paymentsConfig.body && typeof paymentsConfig.body === 'object'
      ? ((paymentsConfig.body as Record<string, unknown>).testMode ?? (paymentsConfig.body as Record<string, unknown>).test ?? null)
      : null;
  const chat = ready.get('chat')!;

  return {
    checkedAt: new Date().toISOString(),
    storage: {
      kind: deps.storage.kind,
      label: deps.storage.kind === 'fs' ? 'File-based storage with auto-persistence' : 'S3-compatible object storage',
      healthy: storageOk,
    },
    database: {
      kind: deps.database.kind,
      label: deps.database.kind === 'pglite' ? 'Embedded PostgreSQL (PGlite)' : 'PostgreSQL',
      healthy: databaseOk,
    },
    payments: {
      provider: provider ?? (orders.ok ? 'unknown' : null),
      testMode: typeof testMode === 'boolean' ? testMode : null,
      healthy: orders.ok && (paymentsConfig.ok || paymentsConfig.status === 404),
      detail: paymentsConfig.ok ? paymentsConfig.body : null,
      error: orders.ok ? (paymentsConfig.ok ? undefined : paymentsConfig.error ?? `config answered ${paymentsConfig.status}`) : orders.error ?? `ready answered ${orders.status}`,
    },
    messaging: {
      healthy: chat.ok,
      detail: chat.body,
      error: chat.ok ? undefined : chat.error ?? `ready answered ${chat.status}`,
    },
    events: {
      kind: deps.bus.kind,
      label: deps.bus.kind === 'kafka' ? 'Kafka' : 'In-process event bus',
      healthy: busOk,
      lastEventAt: stats?.lastEventAt ?? null,
    },
    services,
  };
}
