import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, request } from 'node:http';
import { createLogger, GATEWAY_ORIGIN_HEADER } from '@techpack/platform';
import { createGateway } from './gateway';
import { boundOrigin } from './own-origin';

// Services write share links (a tech pack's PDF with a 30-day token) from PUBLIC_URL, else from the origin the gateway
// names on each call it passes on. That origin is the gateway's own bound address: a caller's Host, X-Forwarded-Host,
// Origin or a forged copy of the header never reach it.
describe("the gateway's own origin on every call it passes on", () => {
  let upstream: FastifyInstance;
  let gateway: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.all('/*', async (req) => ({ origin: req.headers[GATEWAY_ORIGIN_HEADER] ?? null }));
    const up = await upstream.listen({ port: 0, host: '127.0.0.1' });
    gateway = await createGateway({
      logger: createLogger('gw-origin', 'silent'),
      serviceUrl: () => up,
      webDist: '/nonexistent',
    });
    base = await gateway.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
  });

  // node:http, so that the Host header is the one given
  const seenBy = (path: string, headers: Record<string, string>) =>
    new Promise<{ origin: string | null }>((ok, fail) => {
      const u = new URL(path, base);
      const req = request(
        { host: u.hostname, port: u.port, path: u.pathname, method: 'GET', headers },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => ok(JSON.parse(text) as { origin: string | null }));
        },
      );
      req.on('error', fail);
      req.end();
    });

  it('is the address the gateway listens on, whatever Host, X-Forwarded-Host, Origin or copy of the header the caller sends', async () => {
    const forged = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      origin: 'http://evil.example',
      referer: 'http://evil.example/page',
      [GATEWAY_ORIGIN_HEADER]: 'http://evil.example',
    };
    expect(await seenBy('/api/chat/messages/user', forged)).toEqual({ origin: base });
    // the chat socket's route (its polling handshake) too
    expect(await seenBy('/socket.io/?EIO=4&transport=polling', forged)).toEqual({ origin: base });
  });

  it('names localhost with the port for a gateway bound to every interface', async () => {
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, '0.0.0.0', r));
    const port = (server.address() as { port: number }).port;
    expect(boundOrigin(server)).toBe(`http://localhost:${port}`);
    await new Promise((r) => server.close(r));
    const loopback6 = createServer();
    await new Promise<void>((r, fail) => loopback6.once('error', fail).listen(0, '::1', r)).catch(
      () => undefined,
    );
    if (loopback6.listening) {
      expect(boundOrigin(loopback6)).toBe(`http://[::1]:${(loopback6.address() as { port: number }).port}`);
      await new Promise((r) => loopback6.close(r));
    }
  });
});
