import type { ServiceName } from '@techpack/platform';

export interface RouteEntry {
  // Path prefix (matches the path itself and everything below it).
  prefix: string;
  service: ServiceName;
  websocket?: boolean;
  // Largest request body accepted for this route, in bytes.
  bodyLimit?: number;
}

const KB = 1024;
const MB = 1024 * KB;
// A pack update may carry the brand logo as a data URL: up to 5 MB of image (the spec's limit) is 6.67 MB of base64,
// plus the rest of the largest allowed pack (~40 KB measured; 512 KB of room). Everything else a pack takes is small.
export const TECH_PACK_BODY_LIMIT = Math.ceil((5 * MB * 4) / 3) + 512 * KB;
// Sign-in, sign-up, chat messages (4,000 characters, each at most 6 bytes escaped), orders, admin actions.
const SMALL = 16 * KB;
const MESSAGE = 64 * KB;

// The one declarative route table: every documented /api path and the service that owns it.
// More specific prefixes win over shorter ones.
export const ROUTES: RouteEntry[] = [
  { prefix: '/api/auth', service: 'auth', bodyLimit: SMALL },
  { prefix: '/api/admin/login', service: 'auth', bodyLimit: SMALL },
  { prefix: '/api/admin', service: 'admin', bodyLimit: MESSAGE },
  { prefix: '/api/upload', service: 'upload-analysis', bodyLimit: 21 * MB },
  { prefix: '/api/uploads', service: 'upload-analysis', bodyLimit: SMALL },
  { prefix: '/api/tech-pack', service: 'techpack-pdf', bodyLimit: TECH_PACK_BODY_LIMIT },
  // POST /api/tech-packs/import takes a whole exported pack, logo included
  { prefix: '/api/tech-packs', service: 'techpack-pdf', bodyLimit: TECH_PACK_BODY_LIMIT },
  // the materials library (fabrics and trims), public catalogue data
  { prefix: '/api/materials', service: 'techpack-pdf' },
  { prefix: '/api/chat', service: 'chat', bodyLimit: MESSAGE },
  { prefix: '/api/direct', service: 'chat', bodyLimit: MESSAGE },
  { prefix: '/api/whatsapp', service: 'chat', bodyLimit: MESSAGE },
  { prefix: '/api/manufacturer', service: 'chat', bodyLimit: MESSAGE },
  { prefix: '/api/manufacturer/orders', service: 'orders-payments', bodyLimit: MESSAGE },
  { prefix: '/api/manufacturer/settings', service: 'orders-payments', bodyLimit: MESSAGE },
  { prefix: '/api/notifications', service: 'chat', bodyLimit: MESSAGE },
  { prefix: '/socket.io', service: 'chat', websocket: true },
  { prefix: '/api/sample-order', service: 'orders-payments', bodyLimit: MESSAGE },
  { prefix: '/api/sample-orders', service: 'orders-payments', bodyLimit: MESSAGE },
  { prefix: '/api/sample', service: 'orders-payments', bodyLimit: MESSAGE },
  { prefix: '/api/create-payment-intent', service: 'orders-payments', bodyLimit: MESSAGE },
  { prefix: '/api/payments', service: 'orders-payments', bodyLimit: 256 * KB },
  { prefix: '/api/orders', service: 'orders-payments', bodyLimit: MESSAGE },
];

export const DEFAULT_BODY_LIMIT = 1 * MB;

// POST /api/orders/{id}/fit-sessions may carry up to four photos of the sample (multipart, 8 MB each): only that
// path takes more than an order's small body.
const FIT_SESSION_PATH = /^\/api\/orders\/[^/]+\/fit-sessions$/;
const FIT_SESSION_ROUTE: RouteEntry = {
  prefix: '/api/orders',
  service: 'orders-payments',
  bodyLimit: 4 * 8 * MB + 256 * KB,
};

export function routeFor(path: string): RouteEntry | undefined {
  if (FIT_SESSION_PATH.test(path)) return FIT_SESSION_ROUTE;
  let best: RouteEntry | undefined;
  for (const r of ROUTES) {
    if (
      (path === r.prefix || path.startsWith(`${r.prefix}/`) || path.startsWith(`${r.prefix}?`)) &&
      (!best || r.prefix.length > best.prefix.length)
    ) {
      best = r;
    }
  }
  return best;
}
