import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { API_ROUTES, buildOpenApiDocument } from './index';

const ROOT = resolve(new URL('../../../..', import.meta.url).pathname);

// Every route a service's controllers declare under /api, read from their decorators:
// @Controller('api/x') + @Get('y/:id') -> GET /api/x/y/{id}
export function controllerRoutes(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.controller.ts')) {
        const source = readFileSync(path, 'utf8');
        const base = /@Controller\(\s*'([^']*)'\s*\)/.exec(source)?.[1];
        if (base === undefined || !base.startsWith('api')) continue;
        for (const m of source.matchAll(/@(Get|Post|Put|Patch|Delete)\(\s*(?:'([^']*)')?\s*\)/g)) {
          const path = `/${[base, m[2] ?? ''].filter(Boolean).join('/')}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
          found.push(`${m[1].toUpperCase()} ${path}`);
        }
      }
    }
  };
  for (const service of readdirSync(join(ROOT, 'services'))) walk(join(ROOT, 'services', service, 'src'));
  return found.sort();
}

// The calls the product spec lists (section 7), as the document must name them.
const SPEC_CALLS = [
  'GET /api/auth/me',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/google',
  'POST /api/upload',
  'PUT /api/tech-pack/{id}',
  'POST /api/tech-pack/{id}/regenerate',
  'GET /api/tech-pack/{id}',
  'GET /api/tech-packs/user',
  'GET /api/tech-pack/{id}/pdf-download',
  'GET /api/uploads/{filename}',
  'POST /api/chat/share-tech-pack',
  'GET /api/chat/messages/user',
  'POST /api/chat/messages',
  'POST /api/direct/send-message',
  'POST /api/sample-order',
  'POST /api/sample/quote',
  'POST /api/sample/payment-intent',
  'GET /api/sample-order/{id}',
  'POST /api/create-payment-intent',
  'PATCH /api/sample-order/{id}/shipping',
  'POST /api/whatsapp/generate-message',
  'POST /api/admin/login',
  'GET /api/admin/stats',
  'GET /api/admin/users',
  'GET /api/admin/uploads',
  'GET /api/admin/tech-packs',
  'GET /api/admin/orders',
  'GET /api/admin/messages',
];

// Path parameter names differ between routes ({orderId} vs {id}): compare templates with the names blanked.
const shape = (call: string) => call.replace(/\{[^}]+\}/g, '{}');

function documented(doc: ReturnType<typeof buildOpenApiDocument>): Set<string> {
  const calls = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of Object.keys(item as object)) calls.add(shape(`${method.toUpperCase()} ${path}`));
  }
  return calls;
}

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('describes every call of the product spec', () => {
    const calls = documented(doc);
    expect(SPEC_CALLS.filter((c) => !calls.has(shape(c)))).toEqual([]);
  });

  it("describes every /api route the services' controllers declare, and no route they do not", () => {
    const calls = documented(doc);
    const declared = controllerRoutes();
    expect(declared.length).toBeGreaterThan(40);
    expect(declared.filter((c) => !calls.has(shape(c)))).toEqual([]);
    const served = new Set([...declared.map(shape), shape('GET /api/openapi.json')]);
    expect([...calls].filter((c) => !served.has(c))).toEqual([]);
  });

  it('names each route once, with a success answer, the error body on every error status, and its security', () => {
    const seen = new Set<string>();
    for (const route of API_ROUTES) {
      const key = `${route.method} ${route.path}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item as Record<string, any>)) {
        const statuses = Object.keys(op.responses);
        expect({ call: `${method} ${path}`, ok: statuses.some((s) => /^2/.test(s)) }).toEqual({ call: `${method} ${path}`, ok: true });
        for (const status of statuses.filter((s) => /^[45]/.test(s) || s === 'default')) {
          const schema = op.responses[status].content?.['application/json']?.schema;
          if (status === '402') continue; // the test provider's decline: its own body, checked below
          expect({ call: `${method} ${path}`, status, ref: schema?.$ref }).toEqual({ call: `${method} ${path}`, status, ref: '#/components/schemas/ApiError' });
        }
        expect(Array.isArray(op.security)).toBe(true);
      }
    }
    expect(doc.paths?.['/api/auth/me']?.get?.security).toEqual([{ designerToken: [] }]);
    expect(doc.paths?.['/api/admin/users']?.get?.security).toEqual([{ adminToken: [] }]);
    expect(doc.paths?.['/api/auth/login']?.post?.security).toEqual([]);
  });

  it('carries the contracts: field limits, required fields, enums, the error shape', () => {
    const login = doc.paths?.['/api/auth/login']?.post?.requestBody as any;
    const body = login.content['application/json'].schema;
    expect(login.required).toBe(true);
    expect(body.required).toEqual(['email', 'password']);
    expect(body.properties.password.minLength).toBe(6);
    const order = (doc.paths?.['/api/sample-order']?.post?.requestBody as any).content['application/json'].schema;
    expect(order.properties.fabricChoice.enum).toEqual(expect.arrayContaining(['cotton-basic', 'cotton-premium', 'cotton-blend']));
    const error = (doc.components?.schemas as any).ApiError;
    expect(error.required).toEqual(['message', 'code']);
    expect(Object.keys(error.properties)).toEqual(['message', 'code', 'fields']);
    const declined = (doc.paths?.['/api/payments/test/confirm']?.post?.responses as any)['402'].content['application/json'].schema;
    expect(declined.properties.code.enum ?? [declined.properties.code.const]).toEqual(['PAYMENT.CARD_DECLINED']);
  });
});
