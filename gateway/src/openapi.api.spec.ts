import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { api, registerUser, startTestApp, type TestApp } from '../../scripts/test-support/app';
import {
  SPEC_CALLS,
  controllerRoutes,
  documentedCalls,
  routeShape,
} from '../../scripts/test-support/api-routes';

// GET /api/openapi.json through the real product (embedded mode, loopback): public, a valid OpenAPI 3.1 document
// naming every /api route, and true: real answers (successes and errors) match the schema it gives for their status.
let app: TestApp;
let designer: Awaited<ReturnType<typeof registerUser>>;
let adminToken: string;
let doc: any;

type Schema = Record<string, unknown>;

// The document's own $refs (#/components/schemas/X) resolved in place, so one answer schema compiles on its own.
function inline(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inline);
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/schemas/'))
    return inline(doc.components.schemas[ref.slice('#/components/schemas/'.length)]);
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v)]));
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

// Calls the route and checks the answer against the document: its status is documented, and the body matches.
async function conforms(
  method: string,
  template: string,
  path: string,
  options: Parameters<typeof api>[3] = {},
) {
  const res = await api(app, method, path, options);
  const op = doc.paths[template]?.[method.toLowerCase()];
  expect(op).toBeDefined();
  const response = op.responses[String(res.status)] ?? op.responses.default;
  const schema = response?.content?.['application/json']?.schema as Schema | undefined;
  expect({ call: `${method} ${path}`, status: res.status, documented: !!schema }).toEqual({
    call: `${method} ${path}`,
    status: res.status,
    documented: true,
  });
  const validate = ajv.compile(inline(schema) as Schema);
  const ok = validate(res.body);
  expect({ call: `${method} ${path}`, status: res.status, errors: ok ? null : validate.errors }).toEqual({
    call: `${method} ${path}`,
    status: res.status,
    errors: null,
  });
  return res;
}

beforeAll(async () => {
  // a loaded two-core machine can take well over the default minute to start every service
  app = await startTestApp({}, 240_000);
  designer = await registerUser(app, 'openapi');
  const admin = await api(app, 'POST', '/api/admin/login', {
    body: { username: app.adminUsername, password: app.adminPassword },
  });
  adminToken = admin.body.token;
  doc = (await api(app, 'GET', '/api/openapi.json')).body;
}, 300_000);

afterAll(async () => {
  await app?.stop();
});

describe('GET /api/openapi.json', () => {
  it('is public JSON, a valid OpenAPI 3.1 document', async () => {
    const res = await api(app, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(res.body))).resolves.toBeTruthy();
  });

  it('names every call of the product spec and every /api route the services serve, with request and error schemas', () => {
    const calls = documentedCalls(doc);
    expect(SPEC_CALLS.filter((c) => !calls.has(routeShape(c)))).toEqual([]);
    expect(controllerRoutes().filter((c) => !calls.has(routeShape(c)))).toEqual([]);
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(login.responses['401'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(doc.components.schemas.ApiError.required).toEqual(['message', 'code']);
  });

  it("matches the product's real answers, successes and errors alike", async () => {
    await conforms('GET', '/api/auth/config', '/api/auth/config');
    await conforms('GET', '/api/payments/config', '/api/payments/config');
    await conforms('GET', '/api/materials', '/api/materials');
    await conforms('GET', '/api/upload/analyzer', '/api/upload/analyzer');
    await conforms('GET', '/api/auth/me', '/api/auth/me', { token: designer.token });
    await conforms('GET', '/api/auth/me', '/api/auth/me');
    const refused = await conforms('POST', '/api/auth/login', '/api/auth/login', {
      body: { email: 'not-an-email', password: 'x' },
    });
    expect(refused.status).toBe(400);
    await conforms('POST', '/api/auth/login', '/api/auth/login', {
      body: { email: designer.email, password: designer.password },
    });
    await conforms('GET', '/api/tech-packs/user', '/api/tech-packs/user', { token: designer.token });
    await conforms('GET', '/api/tech-pack/{id}', '/api/tech-pack/no-such-pack', { token: designer.token });
    await conforms('GET', '/api/chat/messages/user', '/api/chat/messages/user', { token: designer.token });
    await conforms('POST', '/api/chat/messages', '/api/chat/messages', {
      token: designer.token,
      body: { techPackId: 'no-such-pack', message: 'hi' },
    });
    await conforms('POST', '/api/sample/quote', '/api/sample/quote', {
      token: designer.token,
      body: { quantity: 3, urgency: 'rush' },
    });
    const order = await conforms('POST', '/api/sample-order', '/api/sample-order', {
      token: designer.token,
      body: {
        email: designer.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        shippingAddress: '1 Loom Street, London',
      },
    });
    expect(order.status).toBe(201);
    await conforms('GET', '/api/sample-order/{orderId}', `/api/sample-order/${order.body.id}`, {
      token: designer.token,
    });
    await conforms('GET', '/api/sample-orders/user', '/api/sample-orders/user', { token: designer.token });
    await conforms('GET', '/api/admin/users', '/api/admin/users', { token: adminToken });
    await conforms('GET', '/api/admin/users', '/api/admin/users', { token: designer.token });
    await conforms('GET', '/api/admin/stats', '/api/admin/stats', { token: adminToken });
    await conforms('GET', '/api/admin/users', '/api/admin/users?limit=0x10', { token: adminToken });
  });
});
