// The manufacturing partner's HTTP calls (Authorization: Bearer <MANUFACTURER_API_KEY>): the paid orders to make, each
// with the pack revision it is made from and what changed since the last sample; the production stages; and a fit
// session (what the sample measured). Used by partner-client.ts (`orders`, `status`, `fit` commands) and importable.
//
//   npx tsx infra/partner-client/partner-orders.ts orders
//   npx tsx infra/partner-client/partner-orders.ts status <orderId> in_production
//   npx tsx infra/partner-client/partner-orders.ts status <orderId> shipped --carrier UPS --tracking 1Z999AA10123456784 [--tracking-url https://...]
//   npx tsx infra/partner-client/partner-orders.ts fit <orderId> M chestWidth=54.5,bodyLength=71 [--notes "washed once"]
import { pathToFileURL } from 'node:url';

export interface PartnerApi {
  url: string;
  apiKey: string;
}

export interface PartnerOrder {
  id: string;
  orderNumber: string;
  techPackId: string | null;
  techPackRevision: number | null;
  status: string;
  quantity: number;
  fabricLabel: string;
  timeline: { status: string; at: string; note?: string }[];
  tracking: { carrier: string; number: string; url?: string } | null;
  previousSample: {
    orderNumber: string;
    techPackRevision: number | null;
    changes: { code: string; name: string; from: number | null; to: number | null }[];
  } | null;
}

async function call<T>(api: PartnerApi, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${api.url.replace(/\/$/, '')}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${api.apiKey}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok)
    throw new Error(
      `${method} ${path}: ${res.status} ${(json as { message?: string } | undefined)?.message ?? text}`,
    );
  return json as T;
}

export const listOrders = (api: PartnerApi, status?: string) =>
  call<PartnerOrder[]>(
    api,
    'GET',
    `/api/manufacturer/orders${status ? `?status=${encodeURIComponent(status)}` : ''}`,
  );

export const setStatus = (
  api: PartnerApi,
  orderId: string,
  change: {
    status: 'in_production' | 'shipped' | 'delivered';
    carrier?: string;
    trackingNumber?: string;
    trackingUrl?: string;
    note?: string;
  },
) =>
  call<PartnerOrder>(api, 'PATCH', `/api/manufacturer/orders/${encodeURIComponent(orderId)}/status`, change);

export const recordFitSession = (
  api: PartnerApi,
  orderId: string,
  session: { size: string; measurements: Record<string, number>; notes?: string },
) =>
  call<{
    id: string;
    rows: {
      key: string;
      code: string;
      spec: number;
      measured: number | null;
      diff: number | null;
      status: string;
    }[];
  }>(api, 'POST', `/api/orders/${encodeURIComponent(orderId)}/fit-sessions`, session);

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function runCommand(
  api: PartnerApi,
  args: string[],
  out: (line: string) => void,
): Promise<void> {
  const [command, ...rest] = args;
  if (command === 'orders') {
    for (const o of await listOrders(api, flag(rest, '--status'))) {
      const stages = o.timeline.map((t) => `${t.status} ${t.at.slice(0, 10)}`).join(' > ');
      out(
        `${o.orderNumber} ${o.id} pack ${o.techPackId ?? '-'} rev ${o.techPackRevision ?? '-'} x${o.quantity} ${o.fabricLabel}: ${stages}`,
      );
      for (const c of o.previousSample?.changes ?? [])
        out(
          `    changed since ${o.previousSample!.orderNumber}: ${c.code} ${c.name} ${c.from ?? '-'} -> ${c.to ?? '-'} cm`,
        );
    }
  } else if (command === 'status') {
    const [orderId, status] = rest;
    const o = await setStatus(api, orderId, {
      status: status as 'in_production' | 'shipped' | 'delivered',
      carrier: flag(rest, '--carrier'),
      trackingNumber: flag(rest, '--tracking'),
      trackingUrl: flag(rest, '--tracking-url'),
      note: flag(rest, '--note'),
    });
    out(
      `${o.orderNumber} is now ${o.status}${o.tracking ? ` (${o.tracking.carrier} ${o.tracking.number})` : ''}`,
    );
  } else if (command === 'fit') {
    const [orderId, size, pairs] = rest;
    const measurements = Object.fromEntries(
      (pairs ?? '')
        .split(',')
        .filter(Boolean)
        .map((p) => p.split('='))
        .map(([k, v]) => [k, Number(v)]),
    );
    const s = await recordFitSession(api, orderId, { size, measurements, notes: flag(rest, '--notes') });
    for (const r of s.rows.filter((x) => x.status !== 'not-measured'))
      out(`${r.code} ${r.key}: spec ${r.spec} measured ${r.measured} (${r.diff}) ${r.status}`);
  } else {
    throw new Error(
      'commands: orders [--status s] | status <orderId> <in_production|shipped|delivered> [--carrier c --tracking n] | fit <orderId> <size> key=cm,...',
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const apiKey = process.env.MANUFACTURER_API_KEY;
  if (!apiKey) {
    process.stderr.write('Set MANUFACTURER_API_KEY (the same value the product is configured with).\n');
    process.exit(2);
  }
  runCommand(
    { url: process.env.PARTNER_URL ?? 'http://localhost:3000', apiKey },
    process.argv.slice(2),
    (l) => process.stdout.write(`${l}\n`),
  ).catch((e: Error) => {
    process.stderr.write(`${e.message}\n`);
    process.exit(1);
  });
}
