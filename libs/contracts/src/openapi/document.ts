import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { nameSharedSchemas } from './components';
import { apiErrorSchema, isRaw, pathParams, type ApiAuth, type ApiRoute } from './define';
import { API_ROUTES } from './registry';

// The OpenAPI 3.1 document of every /api route, generated from the zod contracts the services validate with.

type Security = Record<string, string[]>[];

const SECURITY: Record<ApiAuth, Security | undefined> = {
  public: [],
  designer: [{ designerToken: [] }],
  admin: [{ adminToken: [] }],
  'designer-or-admin': [{ designerToken: [] }, { adminToken: [] }],
  'designer-or-share': [{ designerToken: [] }, { adminToken: [] }, { shareLink: [] }],
  partner: [{ partnerKey: [] }],
  'partner-or-admin': [{ partnerKey: [] }, { adminToken: [] }],
  'designer-admin-or-partner': [{ designerToken: [] }, { adminToken: [] }, { partnerKey: [] }],
  'test-provider': [],
  webhook: [{ providerSignature: [] }],
};

// What the platform answers on any route, whatever the route does.
const COMMON_ERRORS: Record<number, string> = {
  429: 'Too many calls at once from this client (GATEWAY.TOO_MANY_IN_FLIGHT), or a rate limit; see Retry-After',
  503: 'A service or one of its dependencies is unavailable for a moment; see Retry-After',
};

function errorStatuses(route: ApiRoute): Record<number, string> {
  const statuses: Record<number, string> = {};
  if (route.params || route.query || route.body || route.headers)
    statuses[400] = 'Invalid request: the message names the failing field (REQUEST.INVALID and others)';
  if (
    route.auth === 'designer' ||
    route.auth === 'designer-or-admin' ||
    route.auth === 'designer-or-share' ||
    route.auth === 'designer-admin-or-partner'
  ) {
    statuses[401] = 'Authentication required: no valid designer token (AUTH.REQUIRED)';
  } else if (route.auth === 'admin') {
    statuses[401] =
      'Admin authentication required: no valid operator token (ADMIN.AUTH_REQUIRED, ADMIN.SESSION_EXPIRED)';
  } else if (route.auth === 'partner' || route.auth === 'partner-or-admin') {
    statuses[401] = 'Manufacturer API key required (PARTNER.AUTH_REQUIRED)';
  }
  if (pathParams(route.path).length > 0 || route.auth === 'test-provider') statuses[404] = 'Not found';
  if (route.body) {
    statuses[413] = 'Request body too large (REQUEST.TOO_LARGE)';
    statuses[415] = 'Unsupported content type (REQUEST.UNSUPPORTED_MEDIA_TYPE)';
  }
  return { ...statuses, ...COMMON_ERRORS, ...route.errors };
}

// the registered copy: every error answer is a $ref to components.schemas.ApiError
const apiError = apiErrorSchema.openapi('ApiError');
const errorContent = { 'application/json': { schema: apiError } };

function routeConfig(route: ApiRoute): RouteConfig {
  const responses: RouteConfig['responses'] = {};
  const headers = route.responseHeaders
    ? Object.fromEntries(
        Object.entries(route.responseHeaders).map(([name, description]) => [
          name,
          { description, schema: { type: 'string' as const } },
        ]),
      )
    : undefined;
  const ok = route.response;
  responses[String(route.status ?? 200)] = {
    description: route.responseDescription ?? route.summary,
    ...(headers ? { headers } : {}),
    ...(ok
      ? {
          content: isRaw(ok)
            ? {
                [ok.contentType]: {
                  schema: { type: 'string', format: 'binary', description: ok.description },
                },
              }
            : { 'application/json': { schema: ok } },
        }
      : {}),
  };
  for (const [status, description] of Object.entries(errorStatuses(route))) {
    responses[status] = { description, content: errorContent };
  }
  for (const [status, extra] of Object.entries(route.extra ?? {})) {
    responses[status] = {
      description: extra.description,
      content: { 'application/json': { schema: extra.schema } },
    };
  }
  responses.default = {
    description: 'Any other error: the same `{ message, code }` body',
    content: errorContent,
  };
  const bodyType = route.multipart ? 'multipart/form-data' : 'application/json';
  return {
    method: route.method,
    path: route.path,
    operationId: `${route.method}${route.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    security: SECURITY[route.auth],
    // who may call, in one word (the fuzz script picks the operators' routes by it)
    'x-auth': route.auth,
    request: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.headers ? { headers: route.headers } : {}),
      ...(route.body
        ? {
            body: {
              required: route.bodyRequired ?? !route.body.safeParse({}).success,
              content: { [bodyType]: { schema: route.body } },
            },
          }
        : {}),
    },
    responses,
  };
}

// The document's own route (served by the gateway, not a service).
const selfRoute: ApiRoute = {
  method: 'get',
  path: '/api/openapi.json',
  tag: 'meta',
  auth: 'public',
  summary: 'This document: the OpenAPI 3.1 description of every /api route',
  response: z.record(z.unknown()),
};

export interface OpenApiDocumentOptions {
  // the address the document names as its server (default: the same origin)
  serverUrl?: string;
  version?: string;
}

export function buildOpenApiDocument(options: OpenApiDocumentOptions = {}, routes: ApiRoute[] = API_ROUTES) {
  nameSharedSchemas();
  const registry = new OpenAPIRegistry();
  registry.register('ApiError', apiError);
  registry.registerComponent('securitySchemes', 'designerToken', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A designer session token from POST /api/auth/register, /api/auth/login or /api/auth/google',
  });
  registry.registerComponent('securitySchemes', 'adminToken', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An operator token from POST /api/admin/login',
  });
  registry.registerComponent('securitySchemes', 'partnerKey', {
    type: 'http',
    scheme: 'bearer',
    description: "The manufacturing partner's API key (MANUFACTURER_API_KEY)",
  });
  registry.registerComponent('securitySchemes', 'shareLink', {
    type: 'apiKey',
    in: 'query',
    name: 'share',
    description: 'A share-link token (30 days) that lets its holder read one tech pack PDF',
  });
  registry.registerComponent('securitySchemes', 'providerSignature', {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: "The payment provider's signature of the raw event body",
  });
  for (const route of [...routes, selfRoute]) registry.registerPath(routeConfig(route));
  const generator = new OpenApiGeneratorV31(registry.definitions);
  return onTheWire(
    generator.generateDocument({
      openapi: '3.1.0',
      info: {
        title: 'Tech Pack Studio API',
        version: options.version ?? '0.1.0',
        description:
          'Designers upload a garment image and get an AI-analysed tech pack (with a PDF), customise it, chat with the manufacturer and order paid samples; operators see everything. Every error is `{ message, code }` (plus `fields` where a validation names several). Generated from the zod contracts in libs/contracts.',
      },
      servers: [{ url: options.serverUrl ?? '/' }],
      tags: [...new Set([...routes, selfRoute].map((r) => r.tag))].map((name) => ({ name })),
    }),
  );
}

type Generated = ReturnType<OpenApiGeneratorV31['generateDocument']>;
type SchemaLike = { properties?: Record<string, object> } | undefined;

// A contract field that takes any value and checks it itself (z.unknown().transform: "a number, or digits as text")
// generates the empty schema. In a query, a path or a multipart form the value is text whatever the field: say so.
function onTheWire(document: Generated): Generated {
  const isEmpty = (schema: unknown) =>
    !!schema && typeof schema === 'object' && Object.keys(schema).length === 0;
  for (const item of Object.values(document.paths ?? {})) {
    for (const op of Object.values(
      item as Record<
        string,
        {
          parameters?: { schema?: object }[];
          requestBody?: { content?: Record<string, { schema?: SchemaLike }> };
        }
      >,
    )) {
      for (const parameter of op.parameters ?? [])
        if (isEmpty(parameter.schema)) parameter.schema = { type: 'string' };
      const form = op.requestBody?.content?.['multipart/form-data']?.schema;
      for (const [name, schema] of Object.entries(form?.properties ?? {}))
        if (isEmpty(schema)) form!.properties![name] = { type: 'string' };
    }
  }
  samePrefixItemsAsItems(document);
  return document;
}

// A tuple whose members are all alike (a point: [x, y]) is written as `items` with a fixed length: the same values
// are valid, and tools that still read 3.0's array-valued `items` (schemathesis' response checks) can read it.
function samePrefixItemsAsItems(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(samePrefixItemsAsItems);
  const schema = node as Record<string, unknown>;
  const prefix = schema.prefixItems;
  if (
    Array.isArray(prefix) &&
    prefix.length > 0 &&
    schema.items === undefined &&
    prefix.every((p) => JSON.stringify(p) === JSON.stringify(prefix[0]))
  ) {
    delete schema.prefixItems;
    Object.assign(schema, { items: prefix[0], minItems: prefix.length, maxItems: prefix.length });
  }
  for (const value of Object.values(schema)) samePrefixItemsAsItems(value);
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
