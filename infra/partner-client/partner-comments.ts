// The manufacturing partner's comments and revision compare (Authorization: Bearer <MANUFACTURER_API_KEY>, on the
// packs of its paid orders): read and answer the threads pinned to a pack's fields, open one on a point of measure or
// a spot on the flats, and read what changed between two revisions (the sample it made and the revision it is asked
// to make now).
//
//   npx tsx infra/partner-client/partner-comments.ts comments <techPackId> [--open]
//   npx tsx infra/partner-client/partner-comments.ts ask <techPackId> pom <pomKey> "Zip length: 60 or 62 cm?" [--size M]
//   npx tsx infra/partner-client/partner-comments.ts ask <techPackId> flat front 120,80 "Label here?"
//   npx tsx infra/partner-client/partner-comments.ts reply <techPackId> <threadId> "Measured 61.5 cm"
//   npx tsx infra/partner-client/partner-comments.ts resolve <techPackId> <threadId>
//   npx tsx infra/partner-client/partner-comments.ts diff <techPackId> <fromRevision> <toRevision>
//   npx tsx infra/partner-client/partner-comments.ts changes <orderId>      (since the last sample made of the pack)
import { pathToFileURL } from 'node:url';
import type { PartnerApi, PartnerOrder } from './partner-orders';

export interface Thread {
  id: string;
  anchor: { kind: string; ref?: string; size?: string; view?: string; x?: number; y?: number };
  anchorLabel: string;
  anchorState: 'current' | 'anchor removed';
  status: 'open' | 'resolved';
  mustResolve: boolean;
  messages: { id: string; author: { role: string; name: string }; text: string; at: string }[];
}
export interface PackDiff {
  from: number;
  to: number;
  changed: number;
  sections: {
    section: string;
    label: string;
    changes: { field: string; label: string; from: unknown; to: unknown }[];
  }[];
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

const pack = (id: string) => `/api/tech-pack/${encodeURIComponent(id)}`;
export const listThreads = (api: PartnerApi, techPackId: string, status?: 'open' | 'resolved') =>
  call<Thread[]>(api, 'GET', `${pack(techPackId)}/comments${status ? `?status=${status}` : ''}`);
export const openThread = (api: PartnerApi, techPackId: string, anchor: Thread['anchor'], text: string) =>
  call<Thread>(api, 'POST', `${pack(techPackId)}/comments`, { anchor, text });
export const replyTo = (api: PartnerApi, techPackId: string, threadId: string, text: string) =>
  call<Thread>(api, 'POST', `${pack(techPackId)}/comments/${encodeURIComponent(threadId)}/replies`, { text });
export const setThreadStatus = (
  api: PartnerApi,
  techPackId: string,
  threadId: string,
  status: 'open' | 'resolved',
) => call<Thread>(api, 'PATCH', `${pack(techPackId)}/comments/${encodeURIComponent(threadId)}`, { status });
export const diffRevisions = (api: PartnerApi, techPackId: string, from: number, to: number) =>
  call<PackDiff>(api, 'GET', `${pack(techPackId)}/diff?from=${from}&to=${to}`);

// What changed between the last sample of the pack the partner made and the revision this order is made from.
export async function changesForOrder(api: PartnerApi, orderId: string): Promise<PackDiff | null> {
  const order = await call<PartnerOrder & { previousSample: { diff?: PackDiff | null } | null }>(
    api,
    'GET',
    `/api/manufacturer/orders/${encodeURIComponent(orderId)}`,
  );
  if (order.previousSample?.diff) return order.previousSample.diff; // the order view carries it
  const from = order.previousSample?.techPackRevision;
  if (!order.techPackId || !from || !order.techPackRevision || from === order.techPackRevision) return null;
  return diffRevisions(api, order.techPackId, from, order.techPackRevision);
}

function printDiff(diff: PackDiff, out: (line: string) => void): void {
  out(`revision ${diff.from} -> ${diff.to}: ${diff.changed} change${diff.changed === 1 ? '' : 's'}`);
  for (const s of diff.sections)
    for (const c of s.changes)
      out(`  ${s.label}: ${c.label}: ${String(c.from ?? '-')} -> ${String(c.to ?? '-')}`);
}

export async function runCommentsCommand(
  api: PartnerApi,
  args: string[],
  out: (line: string) => void,
): Promise<void> {
  const [command, id, ...rest] = args;
  if (command === 'comments') {
    for (const t of await listThreads(api, id, rest.includes('--open') ? 'open' : undefined)) {
      out(`${t.id} [${t.status}${t.mustResolve ? ', must resolve' : ''}] ${t.anchorLabel}`);
      for (const m of t.messages)
        out(`    ${m.author.name} (${m.author.role}) ${m.at.slice(0, 16)}: ${m.text}`);
    }
  } else if (command === 'ask') {
    const [kind, a, b, text] = rest;
    const size = rest.includes('--size') ? rest[rest.indexOf('--size') + 1] : undefined;
    const anchor =
      kind === 'flat' || kind === 'photo'
        ? {
            kind,
            ...(kind === 'flat' ? { view: a } : {}),
            x: Number((kind === 'flat' ? b : a).split(',')[0]),
            y: Number((kind === 'flat' ? b : a).split(',')[1]),
          }
        : { kind, ref: a, ...(size ? { size } : {}) };
    const t = await openThread(api, id, anchor, kind === 'flat' ? text : b);
    out(`opened ${t.id} on ${t.anchorLabel}`);
  } else if (command === 'reply') {
    const t = await replyTo(api, id, rest[0], rest[1]);
    out(`${t.anchorLabel}: ${t.messages.length} messages`);
  } else if (command === 'resolve' || command === 'reopen') {
    const t = await setThreadStatus(api, id, rest[0], command === 'resolve' ? 'resolved' : 'open');
    out(`${t.anchorLabel}: ${t.status}`);
  } else if (command === 'diff') {
    printDiff(await diffRevisions(api, id, Number(rest[0]), Number(rest[1])), out);
  } else if (command === 'changes') {
    const diff = await changesForOrder(api, id);
    if (diff) printDiff(diff, out);
    else out('no earlier sample of this pack: nothing to compare');
  } else {
    throw new Error('commands: comments, ask, reply, resolve, reopen, diff, changes');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const api = {
    url: process.env.PARTNER_URL ?? 'http://localhost:3000',
    apiKey: process.env.MANUFACTURER_API_KEY ?? '',
  };
  runCommentsCommand(api, process.argv.slice(2), (line) => console.log(line)).catch((e) => {
    console.error((e as Error).message);
    process.exitCode = 1;
  });
}
