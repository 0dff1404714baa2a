import { describe, expect, it } from '@jest/globals';
import SwaggerParser from '@apidevtools/swagger-parser';
import { API_ROUTES, buildOpenApiDocument } from './index';
import { ROUTES } from '../../../../gateway/src/routes';
import {
  SPEC_CALLS,
  controllerRoutes,
  documentedCalls,
  routeShape,
} from '../../../../scripts/test-support/api-routes';

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('describes every call of the product spec', () => {
    const calls = documentedCalls(doc);
    expect(SPEC_CALLS.filter((c) => !calls.has(routeShape(c)))).toEqual([]);
  });

  it("describes every /api route the services' controllers declare, and no route they do not", () => {
    const calls = documentedCalls(doc);
    const declared = controllerRoutes();
    expect(declared.length).toBeGreaterThan(40);
    expect(declared.filter((c) => !calls.has(routeShape(c)))).toEqual([]);
    const served = new Set([...declared.map(routeShape), routeShape('GET /api/openapi.json')]);
    expect([...calls].filter((c) => !served.has(c))).toEqual([]);
  });

  it("has a route under every /api prefix of the gateway's route table", () => {
    const paths = Object.keys(doc.paths ?? {});
    const prefixes = ROUTES.filter((r) => !r.websocket).map((r) => r.prefix);
    expect(prefixes.length).toBeGreaterThan(15);
    expect(
      prefixes.filter((prefix) => !paths.some((p) => p === prefix || p.startsWith(`${prefix}/`))),
    ).toEqual([]);
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
        expect({ call: `${method} ${path}`, ok: statuses.some((s) => /^2/.test(s)) }).toEqual({
          call: `${method} ${path}`,
          ok: true,
        });
        for (const status of statuses.filter((s) => /^[45]/.test(s) || s === 'default')) {
          const schema = op.responses[status].content?.['application/json']?.schema;
          if (status === '402') continue; // the test provider's decline: its own body, checked below
          if (status === '409' && path === '/api/tech-pack/{id}/confirm') continue; // open items and check errors, below
          expect({ call: `${method} ${path}`, status, ref: schema?.$ref }).toEqual({
            call: `${method} ${path}`,
            status,
            ref: '#/components/schemas/ApiError',
          });
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
    const order = (doc.paths?.['/api/sample-order']?.post?.requestBody as any).content['application/json']
      .schema;
    expect(order.properties.fabricChoice.enum).toEqual(
      expect.arrayContaining(['cotton-basic', 'cotton-premium', 'cotton-blend']),
    );
    const error = (doc.components?.schemas as any).ApiError;
    expect(error.required).toEqual(['message', 'code']);
    expect(Object.keys(error.properties)).toEqual(['message', 'code', 'fields', 'errors']);
    expect(error.properties.fields.type).toBe('array');
    const declined = (doc.paths?.['/api/payments/test/confirm']?.post?.responses as any)['402'].content[
      'application/json'
    ].schema;
    expect(declined.properties.code.enum ?? [declined.properties.code.const]).toEqual([
      'PAYMENT.CARD_DECLINED',
    ]);
    // confirm's 409 lists the open answers and the check errors left, each error with every field it names
    const open = (doc.paths?.['/api/tech-pack/{id}/confirm']?.post?.responses as any)['409'].content[
      'application/json'
    ].schema;
    expect(open.required).toEqual(['message', 'code']);
    expect(open.properties.errors.items.required).toEqual(
      expect.arrayContaining(['code', 'severity', 'message', 'fields']),
    );
    expect(open.properties.unconfirmed.items.required).toEqual(
      expect.arrayContaining(['field', 'value', 'options']),
    );
  });
});
