import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { pathOf } from './proxy';

// The web app the gateway serves beside the API: the shell, each module federation remote, and the single-page app's
// index for every other path.

// Also matches the pre-compressed copies ('.js.br', '.js.gz') that @fastify/static sends in their place.
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|map|mjs)(\.br|\.gz)?$/;

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const shellDir = join(webDist, 'shell');
  if (existsSync(shellDir)) {
    const setHeaders = (res: { setHeader(name: string, value: string): unknown }, path: string) => {
      res.setHeader(
        'cache-control',
        HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The body depends on Accept-Encoding (pre-compressed copies): caches must key on it.
      res.setHeader('vary', 'Accept-Encoding');
    };
    // preCompressed: the build writes .br and .gz beside each text asset; the one the browser accepts is sent
    // (Accept-Encoding negotiated, Vary: Accept-Encoding), the plain file otherwise.
    await app.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      setHeaders,
      cacheControl: false,
      wildcard: false,
      index: false,
      preCompressed: true,
    });
    for (const remote of readdirSync(webDist).filter(
      (d) => d !== 'shell' && existsSync(join(webDist, d, 'remoteEntry.js')),
    )) {
      await app.register(fastifyStatic, {
        root: join(webDist, remote),
        prefix: `/remotes/${remote}/`,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders,
      });
    }
    // The single-page app answers every other path; the router shows 404 for unknown ones.
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api') || request.method !== 'GET') {
        return reply.status(404).send({ message: 'Not found', code: 'ROUTE.NOT_FOUND' });
      }
      const file = pathOf(request.url).replace(/^\/+/, '');
      if (file && !file.includes('..') && existsSync(join(shellDir, file)) && !file.endsWith('/')) {
        return reply.sendFile(file);
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ message: 'Not found', code: 'ROUTE.NOT_FOUND' }),
    );
  }
}
