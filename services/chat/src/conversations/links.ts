import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  CONFIG,
  GATEWAY_ORIGIN_HEADER,
  signShareToken,
  TOKENS,
  type AppConfig,
  type TokenService,
} from '@techpack/platform';

// Without PUBLIC_URL or a gateway in front (a direct call to the service): a link that leads nowhere rather than to a
// host a caller chose.
const NO_ORIGIN = 'http://localhost';

// Where the manufacturer opens the PDF link of a designer message.
@Injectable()
export class ShareLinks {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(TOKENS) private readonly tokens: TokenService,
  ) {}

  // PUBLIC_URL, else the gateway's own origin (the address it listens on, which it names on every call it passes
  // on). Never the request's Host, X-Forwarded-Host, Origin or Referer: a share link carries a 30-day token, and a
  // caller who chose its host would have the manufacturer open it there. Only an http(s) origin with a plain host
  // name ever becomes a link.
  originOf(request: FastifyRequest): string {
    return this.fromGateway(request.headers[GATEWAY_ORIGIN_HEADER]);
  }

  // A designer socket's message: the same, as the socket's handshake named it (see LiveHub).
  socketOrigin(gatewayOrigin: string | undefined): string {
    return this.fromGateway(gatewayOrigin);
  }

  private fromGateway(named: string | string[] | undefined): string {
    if (this.config.PUBLIC_URL) return this.config.PUBLIC_URL.replace(/\/$/, '');
    return (typeof named === 'string' ? safeOrigin(named) : null) ?? NO_ORIGIN;
  }

  async pdfLink(origin: string, techPackId: string): Promise<string> {
    const share = await signShareToken(this.tokens, techPackId);
    return `${origin}/api/tech-pack/${encodeURIComponent(techPackId)}/pdf-download?share=${share}`;
  }
}

// An http(s) origin with a plain host (letters, digits, dots, dashes, optional port), or null.
export function safeOrigin(candidate: string): string | null {
  if (!candidate || candidate === 'null') return null;
  try {
    const u = new URL(candidate);
    if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password) return null;
    if (!/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(u.hostname)) return null;
    return u.origin;
  } catch {
    return null;
  }
}
