import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './app';

// Every route the services' controllers declare under /api, read from their decorators:
// @Controller('api/x') + @Get('y/:id') -> 'GET /api/x/y/{id}'.
export function controllerRoutes(root = REPO_ROOT): string[] {
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
          const route = `/${[base, m[2] ?? ''].filter(Boolean).join('/')}`.replace(
            /:([A-Za-z0-9_]+)/g,
            '{$1}',
          );
          found.push(`${m[1].toUpperCase()} ${route}`);
        }
      }
    }
  };
  for (const service of readdirSync(join(root, 'services'))) walk(join(root, 'services', service, 'src'));
  return found.sort();
}

// The calls the product spec lists (section 7), as an OpenAPI document names them.
export const SPEC_CALLS = [
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
export const routeShape = (call: string) => call.replace(/\{[^}]+\}/g, '{}');

// 'METHOD /path' of every operation an OpenAPI document describes, parameter names blanked.
export function documentedCalls(doc: { paths?: Record<string, unknown> }): Set<string> {
  const calls = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of Object.keys(item as object))
      calls.add(routeShape(`${method.toUpperCase()} ${path}`));
  }
  return calls;
}
