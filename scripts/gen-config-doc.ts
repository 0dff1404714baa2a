// Prints docs/configuration.md from the zod schema that validates every variable at start-up
// (libs/platform/src/config.ts), so the table cannot drift from what the product accepts:
//   npx tsx scripts/gen-config-doc.ts > docs/configuration.md
// A variable the schema gains without an entry in MEANING below falls back to the comment above it in config.ts.
import { readFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { configSchema } from '../libs/platform/src/config.js';

const MEANING: Record<string, string> = {
  NODE_ENV: 'Node environment name',
  MODE: '`embedded` (one process, embedded adapters) or `distributed` (one process per service, real servers)',
  PORT: 'the gateway, the only public port',
  HOST: 'address the gateway listens on',
  DATA_DIR: 'embedded database, objects, generated secrets',
  PUBLIC_URL:
    "public address: links sent to the manufacturer, the CSP socket origin, HSTS when https; unset: the gateway's own address (http://localhost:PORT), never a request's Host",
  LOG_LEVEL: 'structured JSON logs (pino) with the correlation id on every line',
  LOG_PRETTY: 'human-readable logs instead of JSON',
  ADMIN_USERNAME: 'operator user name; unset: `admin`, with a random password printed once on first start',
  ADMIN_PASSWORD: 'operator password (set together with `ADMIN_USERNAME`; stored hashed)',
  JWT_SECRET:
    'signs sessions; unset: generated and kept in `DATA_DIR` (required for distributed processes started by hand)',
  JWT_TTL_SECONDS: 'designer session lifetime (7 days)',
  ADMIN_JWT_TTL_SECONDS: 'operator session lifetime (12 hours)',
  LOGIN_RATE_LIMIT: 'sign-in attempts (designer, Google, admin) per client address, whatever the account',
  LOGIN_RATE_WINDOW_MS: 'window of `LOGIN_RATE_LIMIT`',
  LOGIN_ACCOUNT_RATE_LIMIT:
    'failed sign-ins per normalised account (trimmed, NFKC, lower-case) and client address: past it that address is refused (429) for that account, every other address still signs in; past it from all addresses together, each attempt on the account waits 200 ms more per failure (at most 3 s)',
  LOGIN_ACCOUNT_RATE_WINDOW_MS: 'window of `LOGIN_ACCOUNT_RATE_LIMIT` (15 min)',
  REGISTER_RATE_LIMIT: 'sign-ups per client address',
  REGISTER_RATE_WINDOW_MS: 'window of `REGISTER_RATE_LIMIT` (10 min)',
  PASSWORD_HASH_CONCURRENCY:
    "password hashes (Argon2id) running at once; unset: the machine's cores, at most 3 (libuv's pool of 4 threads, which file and image work share, keeps one)",
  PASSWORD_HASH_QUEUE: 'password hashes waiting; beyond it 503 with `Retry-After`',
  TRUSTED_PROXY:
    'address(es)/CIDR of the reverse proxy whose `X-Forwarded-*` headers the gateway believes; unset: none',
  GATEWAY_CLIENT_CONCURRENCY:
    "calls in flight at once per client (the session's verified user, else its address; a token that fails verification counts as its address)",
  GATEWAY_CLIENT_QUEUE: "calls waiting in a client's line; beyond it 429 with a message",
  GATEWAY_BACKLOG_YIELD_MS:
    "how long a client with a backlog of heavy calls yields each next one to other clients' heavy calls; 0 = never; unset: 2000 below 4 cores, else 0",
  DATABASE_URL: 'PostgreSQL; unset: PGlite (embedded Postgres) in `DATA_DIR/db`',
  KAFKA_BROKERS: 'Kafka brokers, comma-separated; unset: the in-process bus',
  KAFKA_CLIENT_ID: 'Kafka client id prefix',
  S3_ENDPOINT: 'MinIO / any S3; unset: the folder `DATA_DIR/objects`',
  S3_ACCESS_KEY: 'S3 access key',
  S3_SECRET_KEY: 'S3 secret key',
  S3_BUCKET: 'S3 bucket',
  S3_REGION: 'S3 region',
  GOOGLE_CLIENT_ID: "enables Google sign-in (ID tokens verified against Google's keys)",
  GOOGLE_JWKS_URL: "Google's signing keys",
  GOOGLE_USERINFO_URL: "Google's userinfo endpoint (confirms a profile built in the browser)",
  OPENAI_API_KEY: 'enables the OpenAI vision analyzer; unset: the local garment model',
  OPENAI_BASE_URL: 'OpenAI-compatible API address',
  OPENAI_MODEL: 'vision model name',
  STRIPE_SECRET_KEY:
    'enables Stripe payments; unset: the local test provider (no card charged, clearly labelled)',
  STRIPE_PUBLISHABLE_KEY: "Stripe's browser key (Payment Element)",
  STRIPE_WEBHOOK_SECRET: 'verifies Stripe webhook signatures',
  STRIPE_API_BASE: 'Stripe API address (stripe-mock in CI)',
  MANUFACTURER_API_KEY:
    "the manufacturing partner's key (`Authorization: Bearer <key>`): its HTTP API (`/api/manufacturer/orders`, fit sessions) and its socket (`/manufacturer` namespace); unset: both closed",
  SUPPORT_PHONE: 'messaging-app link number',
  SUPPORT_EMAIL: 'support address shown to designers',
  MANUFACTURER_URL: "the manufacturing partner's public page",
  AUTH_URL: 'where the auth service listens (distributed; comma-separated for several instances)',
  UPLOAD_ANALYSIS_URL: 'where upload-analysis listens (distributed; comma-separated for several instances)',
  TECHPACK_PDF_URL: 'where techpack-pdf listens (distributed; comma-separated for several instances)',
  CHAT_URL: 'where chat listens (distributed; comma-separated for several instances)',
  ORDERS_PAYMENTS_URL: 'where orders-payments listens (distributed; comma-separated for several instances)',
  ADMIN_URL: 'where admin listens (distributed; comma-separated for several instances)',
  SERVICE_PORT: 'port of a service process started on its own (distributed)',
  UPLOAD_TIMEOUT_MS: "an upload's deadline for its tech pack to be created (then 504)",
  PDF_RENDER_TIMEOUT_MS: 'a PDF render still running after this fails and its render worker is replaced',
  PDF_WORKER_HEAP_MB:
    'heap limit of a PDF render worker (MB): a document needing more fails; below ~2 GB V8 collects far more often (renders ~35 % slower at 512), above it each worker holds ~80 MB more',
  WEB_DIST_DIR: 'built web app the gateway serves; unset: `frontends/dist`',
};

type Def = { typeName: string; [k: string]: unknown };

function describeType(schema: z.ZodTypeAny): { type: string; defaultValue?: unknown; optional: boolean } {
  let s: z.ZodTypeAny = schema;
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    const def = s._def as Def;
    if (def.typeName === 'ZodDefault') {
      defaultValue = (def.defaultValue as () => unknown)();
      s = def.innerType as z.ZodTypeAny;
    } else if (def.typeName === 'ZodOptional') {
      optional = true;
      s = def.innerType as z.ZodTypeAny;
    } else if (def.typeName === 'ZodEffects') {
      s = def.schema as z.ZodTypeAny;
    } else break;
  }
  const def = s._def as Def;
  const type =
    def.typeName === 'ZodEnum'
      ? (def.values as string[]).map((v) => `\`${v}\``).join(' \\| ')
      : def.typeName === 'ZodUnion'
        ? 'boolean (`true`/`1`)'
        : def.typeName === 'ZodNumber'
          ? 'integer'
          : (def.checks as { kind: string }[] | undefined)?.some((c) => c.kind === 'url')
            ? 'URL'
            : 'string';
  return { type, defaultValue, optional };
}

function commentsAbove(source: string): Map<string, string> {
  const out = new Map<string, string>();
  let pending: string[] = [];
  for (const line of source.split('\n')) {
    const comment = /^\s*\/\/\s?(.*)$/.exec(line);
    const key = /^\s*([A-Z][A-Z0-9_]+):/.exec(line);
    if (comment) pending.push(comment[1]);
    else if (key) {
      if (pending.length) out.set(key[1], pending.join(' '));
      pending = [];
    } else pending = [];
  }
  return out;
}

const source = readFileSync(new URL('../libs/platform/src/config.ts', import.meta.url), 'utf8');
const fromSource = commentsAbove(source);
const objectSchema = (configSchema._def as unknown as { schema: z.AnyZodObject }).schema;

const rows = Object.entries(objectSchema.shape as Record<string, z.ZodTypeAny>).map(([name, schema]) => {
  const { type, defaultValue } = describeType(schema);
  const shown = defaultValue === undefined ? 'unset' : `\`${String(defaultValue)}\``;
  const meaning = (MEANING[name] ?? fromSource.get(name) ?? '').replace(/\|/g, '\\|');
  return `| \`${name}\` | ${type} | ${shown} | ${meaning} |`;
});

const doc = `# Configuration

Generated by \`npx tsx scripts/gen-config-doc.ts > docs/configuration.md\` from the zod schema in
\`libs/platform/src/config.ts\`, the only place that reads \`process.env\`. Values come from the environment or \`.env\`
(see \`.env.example\`); they are validated once at start-up and a bad value stops start-up with a message naming the
variable. Variables whose name contains SECRET, PASSWORD, KEY or TOKEN are masked in logs.
\`MODE=distributed\` requires \`DATABASE_URL\`, \`KAFKA_BROKERS\`, \`S3_ENDPOINT\` and \`JWT_SECRET\`
(\`npm run start:distributed\` generates the secret into \`DATA_DIR\` when unset); \`ADMIN_USERNAME\` and
\`ADMIN_PASSWORD\` are set together or not at all. Load tests raise the sign-in and gateway limits.

| variable | type | default | meaning |
|---|---|---|---|
${rows.join('\n')}
`;
// laid out by prettier with the repository's settings, as `npm run lint` checks it
process.stdout.write(
  await format(doc, { ...((await resolveConfig('docs/configuration.md')) ?? {}), parser: 'markdown' }),
);
