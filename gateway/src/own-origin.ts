import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GATEWAY_ORIGIN_HEADER } from '@techpack/platform';

// The gateway's own origin, from the address its server is bound to (http://localhost:3000 when it listens on every
// interface, http://127.0.0.1:PORT on loopback). Services write it into the links they send (a tech pack's PDF link
// in a chat message) when PUBLIC_URL is unset: a link never follows anything the caller sent (Host, X-Forwarded-Host,
// Origin, Referer), so nobody can have the manufacturer sent a share token on their own host.
export function boundOrigin(server: Server): string {
  const address = server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return 'http://localhost';
  const wildcard = address.address === '0.0.0.0' || address.address === '::' || address.address === '';
  const host = wildcard
    ? 'localhost'
    : address.family === 'IPv6' || address.address.includes(':')
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

// The header every call passed to a service carries (replacing whatever the caller sent under that name).
export function ownOriginHeader(server: Server): Record<string, string> {
  return { [GATEWAY_ORIGIN_HEADER]: boundOrigin(server) };
}
