import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { errorResponseSchema } from '../http/errors';

// `.openapi({...})` on a schema adds what zod cannot say (a file part's format); done once, before any route file.
extendZodWithOpenApi(z);

// One /api route as the OpenAPI document describes it. Each service's routes are a list of these in ./routes/*.ts,
// built from the same zod schemas its controllers validate with: a new route is one entry there.

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

// Who may call: a signed-in designer's bearer token, an operator's (from POST /api/admin/login), either, or nobody.
// 'designer-or-share': the owner's token or a ?share= link token. 'test-provider': only while the embedded test
// payment provider is in use (404 otherwise). 'webhook': the payment provider's signature header. 'partner': the
// manufacturing partner's key (Bearer MANUFACTURER_API_KEY).
export type ApiAuth =
  | 'public'
  | 'designer'
  | 'admin'
  | 'designer-or-admin'
  | 'designer-or-share'
  | 'partner'
  | 'partner-or-admin'
  // the pack's designer, an operator, or the partner on the packs of its paid orders (comments, revisions)
  | 'designer-admin-or-partner'
  | 'test-provider'
  | 'webhook';

// A body that is not JSON: its media type and how the schema describes the bytes.
export interface RawContent {
  contentType: string;
  description: string;
}

export interface ApiRoute {
  method: ApiMethod;
  // OpenAPI path template: /api/tech-pack/{id}
  path: string;
  summary: string;
  description?: string;
  tag: string;
  auth: ApiAuth;
  params?: z.AnyZodObject;
  query?: z.AnyZodObject;
  headers?: z.AnyZodObject;
  // JSON body (or multipart with `multipart: true`)
  body?: z.ZodTypeAny;
  bodyRequired?: boolean;
  multipart?: boolean;
  // success status (200 unless told) and its answer: a zod schema (JSON) or raw bytes
  status?: number;
  response?: z.ZodTypeAny | RawContent;
  responseDescription?: string;
  // other answers the route gives on purpose, status -> what it means (the body is ApiError unless `extra` says)
  errors?: Record<number, string>;
  extra?: Record<number, { description: string; schema: z.ZodTypeAny }>;
  // answer headers worth knowing (X-Total-Count on lists)
  responseHeaders?: Record<string, string>;
}

// Every error the API answers, whatever the route: `{ message, code }`. A refused request body also names every
// failing field by its path (`fields`, e.g. 'measurements.chest') and each one's rule (`errors`); some errors carry
// more (a 409's open items), which the route's description names.
export const apiErrorSchema = errorResponseSchema.extend({
  fields: z.array(z.string()).optional().describe('Every failing field by its path'),
  errors: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional()
    .describe('Each failing field with the rule it broke (at most 20)'),
});

export const isRaw = (r: ApiRoute['response']): r is RawContent =>
  !!r && typeof (r as RawContent).contentType === 'string';

// The path parameters a template names, each a bounded non-empty string unless the route gives its own schema.
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]);
}

export const idParam = (name: string, description: string) =>
  z.object({ [name]: z.string().min(1).max(200).describe(description) });

export const PDF: RawContent = { contentType: 'application/pdf', description: 'The PDF file' };
export const JPEG: RawContent = { contentType: 'image/jpeg', description: 'The JPEG image' };
export const SVG: RawContent = { contentType: 'image/svg+xml', description: 'The SVG drawing' };
