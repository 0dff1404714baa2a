import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request } from 'node:http';
import { SignJWT } from 'jose';
import { io } from 'socket.io-client';
import { ORDER_FORM_QUANTITY_MESSAGE } from '@techpack/contracts';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import { uploadTestTechPack } from '../../services/orders-payments/src/testing/upload-test-pack';
import { connectPartner } from '../../infra/partner-client/partner-client';

// Through the real product (embedded mode, loopback, no PUBLIC_URL): a quantity on the order form is refused rather
// than ignored, share links never follow the caller's Host, and a correctly signed token without an expiry is refused.
const JWT_SECRET = 'hardening3-small-jwt-secret-0123456789';
const PARTNER_KEY = 'hardening3-small-partner-key';
let app: TestApp;
let designer: Awaited<ReturnType<typeof registerUser>>;
let techPackId: string;

beforeAll(async () => {
  app = await startTestApp({ JWT_SECRET, PUBLIC_URL: '', MANUFACTURER_API_KEY: PARTNER_KEY }, 300_000);
  designer = await registerUser(app, 'hardening3');
  techPackId = await uploadTestTechPack(app, designer.token, designer.email);
}, 400_000);
afterAll(async () => {
  await app?.stop();
});

const orderForm = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  shippingAddress: '1 Loom Street, London',
  fabricChoice: 'cotton-basic',
};

async function myOrders(): Promise<number> {
  const res = await api(app, 'GET', '/api/orders', { token: designer.token });
  expect(res.status).toBe(200);
  return (res.body as unknown[]).length;
}

describe('POST /api/sample-order and quantity', () => {
  it('5, 0, -1 and 1e9 are refused naming the field (the form orders one sample), and no order is made', async () => {
    const before = await myOrders();
    for (const quantity of [5, 0, -1, 1e9]) {
      const res = await api(app, 'POST', '/api/sample-order', {
        token: designer.token,
        body: { ...orderForm, techPackId, quantity },
      });
      expect([quantity, res.status, res.body.code, res.body.message, res.body.fields]).toEqual([
        quantity,
        400,
        'REQUEST.INVALID',
        ORDER_FORM_QUANTITY_MESSAGE,
        ['quantity'],
      ]);
    }
    expect(await myOrders()).toBe(before);
  });

  it('without a quantity the order is one sample at the one-sample price; several go through the production dialog, priced per piece', async () => {
    const one = await api(app, 'POST', '/api/sample-order', {
      token: designer.token,
      body: { ...orderForm, techPackId },
    });
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({ quantity: 1, totalAmount: '150.00' });
    const dialog = {
      urgency: 'standard',
      shippingAddress: '1 Loom Street',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    };
    const five = await api(app, 'POST', '/api/sample/payment-intent', {
      token: designer.token,
      body: { ...dialog, quantity: 5 },
    });
    expect(five.status).toBe(200);
    const placed = await api(app, 'GET', `/api/sample-order/${five.body.orderId}`, { token: designer.token });
    expect(placed.body).toMatchObject({ quantity: 5, totalAmount: '750.00' });
  });
});

// node:http: the Host header is the one given (a browser behind a hostile DNS name, or a forged request)
type Answer = { status: number; body: { pdfUrl: string; message?: string; code?: string } };
function postWithHost(
  path: string,
  token: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Answer> {
  const u = new URL(path, app.url);
  const payload = JSON.stringify(body);
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          authorization: `Bearer ${token}`,
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => ok({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

describe('share links sent to the manufacturer without PUBLIC_URL', () => {
  it("point at the gateway's own address, whatever Host, X-Forwarded-Host or Origin the request names", async () => {
    const own = new URL(app.url).origin;
    const hostile = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      origin: 'http://evil.example',
      referer: 'http://evil.example/',
      'x-gateway-origin': 'http://evil.example',
    };
    const shared = await postWithHost(
      '/api/chat/share-tech-pack',
      designer.token,
      { techPackId, includePdf: true },
      hostile,
    );
    expect(shared.status).toBe(201);
    expect(shared.body.pdfUrl.startsWith(`${own}/api/tech-pack/${techPackId}/pdf-download?share=`)).toBe(
      true,
    );
    const direct = await postWithHost(
      '/api/direct/send-message',
      designer.token,
      { techPackId, message: 'Any update on the sample?' },
      { host: 'evil.example' },
    );
    expect(direct.status).toBeLessThan(300);
    const messages = await api(app, 'GET', '/api/chat/messages/user', { token: designer.token });
    const text = JSON.stringify(messages.body);
    expect(text).toContain(`${own}/api/tech-pack/${techPackId}/pdf-download?share=`);
    expect(text).not.toContain('evil.example');
    // the link works for the manufacturer
    const pdf = await fetch(shared.body.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });
});

describe('share links in messages sent on the chat socket', () => {
  it("point at the gateway's own address whatever Host and Origin the socket's handshake names (websocket and polling)", async () => {
    const own = new URL(app.url).origin;
    // the manufacturer's side, which receives each designer message with its PDF link
    const partner = connectPartner({ url: app.url, apiKey: PARTNER_KEY });
    await partner.connected;
    for (const transport of ['websocket', 'polling'] as const) {
      const socket = io(app.url, {
        path: '/socket.io',
        transports: [transport],
        auth: { token: designer.token },
        extraHeaders: {
          host: 'evil.example',
          origin: 'http://evil.example',
          'x-gateway-origin': 'http://evil.example',
        },
        reconnection: false,
      });
      try {
        const ack = (await socket
          .timeout(20_000)
          .emitWithAck('message:send', { techPackId, message: `over ${transport}` })) as { ok: boolean };
        expect([transport, ack.ok]).toEqual([transport, true]);
        let got = partner.received.find((m) => m.message === `over ${transport}`);
        for (let i = 0; i < 200 && !got; i++) {
          await new Promise((r) => setTimeout(r, 50));
          got = partner.received.find((m) => m.message === `over ${transport}`);
        }
        expect([
          transport,
          got?.pdfUrl?.startsWith(`${own}/api/tech-pack/${techPackId}/pdf-download?share=`),
        ]).toEqual([transport, true]);
      } finally {
        socket.close();
      }
    }
    partner.close();
  });
});

describe('tokens without an expiry', () => {
  const sign = (claims: Record<string, unknown>, sub: string, exp: boolean) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setIssuer('techpack');
    return (exp ? jwt.setExpirationTime('1h') : jwt).sign(new TextEncoder().encode(JWT_SECRET));
  };

  it("a designer's token signed with the product's secret but without exp: 401 'Invalid token' on every service", async () => {
    const claims = { email: designer.email, firstName: 'Test', lastName: 'User', role: 'user' };
    const withExp = await sign(claims, designer.user.id, true);
    expect((await api(app, 'GET', '/api/auth/me', { token: withExp })).status).toBe(200);
    const noExp = await sign(claims, designer.user.id, false);
    for (const path of ['/api/auth/me', '/api/tech-packs/user', '/api/chat/messages/user', '/api/orders']) {
      const res = await api(app, 'GET', path, { token: noExp });
      expect([path, res.status, res.body]).toEqual([
        path,
        401,
        { message: 'Invalid token', code: 'AUTH.TOKEN_INVALID' },
      ]);
    }
  });

  it("an operator's token without exp is refused as an expired admin session; a share link without exp opens nothing", async () => {
    const admin = await sign({ username: 'admin', role: 'admin' }, 'admin', false);
    const res = await api(app, 'GET', '/api/admin/users', { token: admin });
    expect([res.status, res.body]).toEqual([
      401,
      { message: 'Admin session expired', code: 'ADMIN.SESSION_EXPIRED' },
    ]);
    const share = await sign({ role: 'share', scope: 'techpack-pdf' }, techPackId, false);
    expect((await fetch(`${app.url}/api/tech-pack/${techPackId}/pdf-download?share=${share}`)).status).toBe(
      401,
    );
  });
});
