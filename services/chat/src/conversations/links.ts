import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CONFIG, signShareToken, TOKENS, type AppConfig, type TokenService } from '@techpack/platform';

// Where the manufacturer opens the PDF link of a designer message.
@Injectable()
export class ShareLinks {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(TOKENS) private readonly tokens: TokenService,
  ) {}

  // PUBLIC_URL, else the address the designer's browser used (the host and scheme the gateway passes on: it believes
  // X-Forwarded-* only from TRUSTED_PROXY), else this service's own host. Only an http(s) origin with a plain host
  // name ever becomes a link.
  originOf(request: FastifyRequest): string {
    if (this.config.PUBLIC_URL) return this.config.PUBLIC_URL.replace(/\/$/, '');
    const forwardedHost = request.headers['x-forwarded-host'];
    const proto = request.headers['x-forwarded-proto'];
    const scheme = proto === 'https' ? 'https' : 'http';
    if (typeof forwardedHost === 'string' && forwardedHost) {
      const origin = safeOrigin(`${scheme}://${forwardedHost}`);
      if (origin) return origin;
    }
    for (const candidate of [request.headers.origin, request.headers.referer]) {
      const origin = typeof candidate === 'string' ? safeOrigin(candidate) : null;
      if (origin) return origin;
    }
    return `http://${request.host}`;
  }

  // A designer socket's message: PUBLIC_URL, else the socket's Origin header.
  socketOrigin(origin: string | undefined): string {
    return this.config.PUBLIC_URL?.replace(/\/$/, '') ?? (origin ? safeOrigin(origin) : null) ?? 'http://localhost';
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
