import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';

// Through the real product (embedded mode, loopback): bad text, Expect: 100-continue, security headers,
// forged proxy headers.
let app: TestApp;
let designer: Awaited<ReturnType<typeof registerUser>>;
let adminToken: string;
let techPackId: string;

async function noisyTee(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#C8102E"/></svg>`;
  const raw = await sharp(Buffer.from(svg)).resize(width, height).removeAlpha().raw().toBuffer();
  const noise = randomBytes(raw.length);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.max(0, Math.min(255, raw[i] + (noise[i] % 120) - 60));
  // PNG of a noisy photo barely compresses: a large, valid image
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function multipart(fields: Record<string, string>, file: { body: Buffer; name: string; type: string }) {
  const boundary = `----h18${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
  );
  parts.push(file.body, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

// What curl does for a body over 1 MB: send the headers with `Expect: 100-continue`, wait for "100 Continue".
function postWithExpect(
  path: string,
  token: string,
  body: Buffer,
  contentType: string,
): Promise<{ status: number; body: any; sentBody: boolean }> {
  const url = new URL(path, app.url);
  return new Promise((resolve, reject) => {
    let sentBody = false;
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': contentType,
        'content-length': body.length,
        expect: '100-continue',
      },
      timeout: 60_000,
    });
    req.on('continue', () => {
      sentBody = true;
      req.end(body);
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, sentBody });
      });
    });
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.flushHeaders();
  });
}

async function upstreamUnavailable(): Promise<number> {
  const res = await fetch(`${app.url}/metrics`);
  const text = await res.text();
  return text
    .split('\n')
    .filter((l) => l.startsWith('gateway_upstream_unavailable_total'))
    .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}

beforeAll(async () => {
  app = await startTestApp({}, 120_000);
  designer = await registerUser(app, 'hardening');
  adminToken = (
    await api(app, 'POST', '/api/admin/login', { body: { username: 'admin', password: app.adminPassword } })
  ).body.token;
  const tee = await sharp(await noisyTee(400, 500))
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('email', designer.email);
  form.append('image', new Blob([new Uint8Array(tee)], { type: 'image/jpeg' }), 'tee.jpg');
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${designer.token}` },
  });
  const body = (await res.json()) as { techPack?: { id: string } };
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  techPackId = body.techPack!.id;
}, 180_000);
afterAll(async () => {
  await app?.stop();
});

describe('NUL bytes and lone surrogates are refused with 400 on every endpoint that takes text', () => {
  const NUL = 'a\u0000b';
  const LONE = '\\ud800 alone';

  it('JSON bodies (chat, tech pack, orders, shipping, admin reply, payment confirm, sign-in)', async () => {
    const user = { token: designer.token };
    const order = await api(app, 'POST', '/api/sample-order', {
      ...user,
      body: {
        email: 'a@example.com',
        firstName: 'A',
        lastName: 'B',
        shippingAddress: '1 Loom Street',
        fabricChoice: 'cotton-basic',
      },
    });
    expect(order.status).toBe(201);
    const cases: [string, string, string | undefined, (bad: string) => Record<string, unknown>][] = [
      ['POST', '/api/chat/messages', designer.token, (bad) => ({ techPackId, message: bad })],
      ['POST', '/api/direct/send-message', designer.token, (bad) => ({ techPackId, message: bad })],
      ['POST', '/api/chat/share-tech-pack', designer.token, (bad) => ({ techPackId, message: bad })],
      ['PUT', `/api/tech-pack/${techPackId}`, designer.token, (bad) => ({ designNotes: bad })],
      [
        'POST',
        '/api/sample-order',
        designer.token,
        (bad) => ({ email: 'a@example.com', firstName: bad, lastName: 'B', shippingAddress: '1 Loom St' }),
      ],
      [
        'PATCH',
        `/api/sample-order/${order.body.id}/shipping`,
        designer.token,
        (bad) => ({ shippingAddress: bad, firstName: 'A', lastName: 'B' }),
      ],
      ['POST', '/api/sample/quote', designer.token, (bad) => ({ urgency: bad })],
      ['POST', '/api/admin/messages/reply', adminToken, (bad) => ({ techPackId, message: bad })],
      [
        'POST',
        '/api/payments/test/confirm',
        undefined,
        (bad) => ({ clientSecret: bad, cardNumber: '4242424242424242' }),
      ],
      [
        'POST',
        '/api/auth/login',
        undefined,
        (bad) => ({ email: `x${bad}@example.com`, password: 'secret123' }),
      ],
      ['POST', '/api/whatsapp/generate-message', undefined, (bad) => ({ orderNumber: bad })],
    ];
    for (const [method, path, token, body] of cases) {
      // NUL as JSON text, and a lone surrogate as a JSON escape (what JSON.stringify of such a string produces)
      const nul = await api(app, method, path, { token, body: body(NUL) });
      const lone = await api(app, method, path, {
        token,
        rawBody: JSON.stringify(body('@@')).replace('@@', LONE),
      });
      expect([path, nul.status, nul.body?.message]).toEqual([
        path,
        400,
        'Text must not contain NUL characters or unpaired surrogates',
      ]);
      expect([path, lone.status, lone.body?.message]).toEqual([
        path,
        400,
        'Text must not contain NUL characters or unpaired surrogates',
      ]);
    }
    // a key that carries the bad text counts too
    const key = await api(app, 'POST', '/api/chat/messages', {
      token: designer.token,
      rawBody: `{"techPackId":"${techPackId}","message":"hi","\\u0000":1}`,
    });
    expect(key.status).toBe(400);
  }, 60_000);

  it('query strings and path parameters (admin filters, tech pack and order ids)', async () => {
    for (const path of [
      '/api/admin/users?q=a%00b',
      '/api/admin/tech-packs?q=%00',
      '/api/admin/orders?q=x%00',
      '/api/admin/messages?q=%00',
    ]) {
      const res = await api(app, 'GET', path, { token: adminToken });
      expect([path, res.status]).toEqual([path, 400]);
    }
    for (const path of [
      '/api/tech-pack/a%00b',
      '/api/sample-order/a%00b',
      `/api/manufacturer/conversations/a%00b`,
    ]) {
      const res = await api(app, 'GET', path, { token: designer.token });
      expect([path, res.status]).toEqual([path, 400]);
    }
  });

  it('valid text, emoji included (surrogate pairs), is still accepted', async () => {
    const res = await api(app, 'POST', '/api/chat/messages', {
      token: designer.token,
      body: { techPackId, message: 'Looks great 👍🏽 — ça va' },
    });
    expect(res.status).toBe(201);
  });
});

describe('every collection and string of a pack is bounded', () => {
  const put = (body: unknown) =>
    api(app, 'PUT', `/api/tech-pack/${techPackId}`, { token: designer.token, body });
  const many = (n: number, value: (i: number) => unknown) =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, value(i)]));

  it('refuses more trims, measurements, components, colours than a real pack needs, with a clear message', async () => {
    const trims = await put({ trims: many(61, () => 'YKK #5') });
    expect([trims.status, trims.body.message]).toEqual([400, 'At most 60 trims per tech pack']);
    const measurements = await put({ measurements: many(81, (i) => 40 + i / 10) });
    expect([measurements.status, measurements.body.message]).toEqual([
      400,
      'At most 80 measurements per tech pack',
    ]);
    const components = await put({ aiAnalysis: { components: many(41, () => 'set-in') } });
    expect([components.status, components.body.message]).toEqual([
      400,
      'At most 40 components per tech pack',
    ]);
    const longComponent = await put({ aiAnalysis: { components: { collar: 'x'.repeat(201) } } });
    expect(longComponent.status).toBe(400);
    const colors = await put({
      colors: Array.from({ length: 21 }, (_, i) => ({ name: `C${i}`, hex: '#112233' })),
    });
    expect([colors.status, colors.body.message]).toEqual([400, 'At most 20 colors per tech pack']);
    const bulky = await put({ aiAnalysis: { notes: 'x'.repeat(30_000) } });
    expect([bulky.status, bulky.body.message]).toEqual([400, 'The analysis is at most 20000 characters']);
    // 1,200 trims (the reported 200 KB body) is refused
    expect((await put({ trims: many(1200, () => 'snap') })).status).toBe(400);
    // the largest allowed collections are accepted
    const largest = await put({
      trims: many(60, () => 'YKK #5'),
      measurements: many(80, (i) => 40 + i / 10),
    });
    expect(largest.status).toBe(200);
  }, 60_000);

  it('a measurement of 0 or 1e38 cm, "0x10", true, "" or [] is not a measurement', async () => {
    for (const value of [
      0,
      -5,
      1e38,
      '0',
      '0 cm',
      '0x10',
      true,
      '',
      [],
      '1e38',
      '99999999999999999999999999999999999999 cm',
    ]) {
      const res = await put({ measurements: { chestWidth: value } });
      expect([value, res.status, res.body.message]).toEqual([
        value,
        400,
        'Measurements must be positive numbers in cm, at most 500 (e.g. 62 or "62 cm")',
      ]);
    }
    expect((await put({ measurements: { chestWidth: '54.5 cm' } })).status).toBe(200);
    // other numbers of a pack: logo size and placement, fabric weight
    for (const bad of ['0x10', true, '', [], '1e1']) {
      expect([bad, (await put({ branding: { logoWidth: bad } })).status]).toEqual([bad, 400]);
      expect([bad, (await put({ materials: { fabricDetails: { gsm: bad } } })).status]).toEqual([bad, 400]);
    }
    expect(
      (await put({ branding: { logoWidth: '8' }, materials: { fabricDetails: { gsm: 180 } } })).status,
    ).toBe(200);
  });
});

describe('Expect: 100-continue at the gateway', () => {
  it('a 6 MB photo upload with the header answers 201, a 20.6 MB one 413 with the spec message; never 503, no false outage', async () => {
    const before = await upstreamUnavailable();
    const photo = await noisyTee(1450, 1800);
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    const ok = multipart({ email: designer.email }, { body: photo, name: 'big-tee.png', type: 'image/png' });
    const res = await postWithExpect('/api/upload', designer.token, ok.body, ok.contentType);
    expect([res.status, res.body?.message]).toEqual([201, res.body?.message]);
    expect(res.body.techPack.id).toBeTruthy();

    // 20.6 MiB: over the file limit, under the gateway's route limit: the upload service refuses it
    const big = Buffer.concat([photo, Buffer.alloc(Math.round(20.6 * 1024 * 1024) - photo.length)]);
    const over = multipart({ email: designer.email }, { body: big, name: 'huge.png', type: 'image/png' });
    const refused = await postWithExpect('/api/upload', designer.token, over.body, over.contentType);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('File Too Large: Please upload images smaller than 20MB');

    // 30 MB declared: refused from the headers alone, the body is never sent
    const huge = await postWithExpect(
      '/api/upload',
      designer.token,
      Buffer.alloc(30 * 1024 * 1024),
      'multipart/form-data; boundary=x',
    );
    expect(huge.status).toBe(413);
    expect(huge.sentBody).toBe(false);
    expect(huge.body.message).toBe('File Too Large: Please upload images smaller than 20MB');

    expect(await upstreamUnavailable()).toBe(before);
  }, 120_000);
});

describe('security headers on pages and API answers', () => {
  it('sets CSP with frame-ancestors, X-Frame-Options, nosniff and Referrer-Policy', async () => {
    for (const path of ['/', '/admin', '/api/auth/config', '/api/does-not-exist']) {
      const res = await fetch(`${app.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect([path, csp]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(
        /script-src 'self' https:\/\/js\.stripe\.com https:\/\/accounts\.google\.com\/gsi\/client(;|$)/,
      );
      expect(csp).toMatch(/img-src [^;]*data:/);
      expect(csp).toMatch(/worker-src 'self' blob:/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('forwarded headers', () => {
  it('X-Forwarded-Host/Proto from a caller that is not the configured proxy never reach a stored link', async () => {
    const res = await api(app, 'POST', '/api/chat/share-tech-pack', {
      token: designer.token,
      body: { techPackId, includePdf: true },
      headers: {
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'javascript',
        origin: 'javascript://evil.example',
      },
    });
    expect(res.status).toBe(201);
    const origin = new URL(app.url).origin;
    expect(res.body.pdfUrl.startsWith(`${origin}/api/tech-pack/`)).toBe(true);
    expect(res.body.chatMessage.message).not.toContain('evil.example');
    expect(res.body.chatMessage.message).not.toContain('javascript');
  });
});
