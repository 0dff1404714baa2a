import type { ServiceName } from '@techpack/platform';

export interface RouteEntry {
  // Path prefix (matches the path itself and everything below it).
  prefix: string;
  service: ServiceName;
  websocket?: boolean;
  // Largest request body accepted for this route, in bytes.
  bodyLimit?: number;
}

const MB = 1024 * 1024;

// The one declarative route table: every documented /api path and the service that owns it.
// More specific prefixes win over shorter ones.
export const ROUTES: RouteEntry[] = [
  { prefix: '/api/auth', service: 'auth' },
  { prefix: '/api/admin/login', service: 'auth' },
  { prefix: '/api/admin', service: 'admin' },
  { prefix: '/api/upload', service: 'upload-analysis', bodyLimit: 21 * MB },
  { prefix: '/api/uploads', service: 'upload-analysis' },
  { prefix: '/api/tech-pack', service: 'techpack-pdf', bodyLimit: 8 * MB },
  { prefix: '/api/tech-packs', service: 'techpack-pdf' },
  { prefix: '/api/chat', service: 'chat' },
  { prefix: '/api/direct', service: 'chat' },
  { prefix: '/api/whatsapp', service: 'chat' },
  { prefix: '/api/manufacturer', service: 'chat' },
  { prefix: '/socket.io', service: 'chat', websocket: true },
  { prefix: '/api/sample-order', service: 'orders-payments' },
  { prefix: '/api/sample-orders', service: 'orders-payments' },
  { prefix: '/api/sample', service: 'orders-payments' },
  { prefix: '/api/create-payment-intent', service: 'orders-payments' },
  { prefix: '/api/payments', service: 'orders-payments' },
  { prefix: '/api/orders', service: 'orders-payments' },
];

export const DEFAULT_BODY_LIMIT = 1 * MB;

export function routeFor(path: string): RouteEntry | undefined {
  let best: RouteEntry | undefined;
  for (const r of ROUTES) {
    if ((path === r.prefix || path.startsWith(`${r.prefix}/`) || path.startsWith(`${r.prefix}?`)) && (!best || r.prefix.length > best.prefix.length)) {
      best = r;
    }
  }
  return best;
}
