import { availableParallelism } from 'node:os';
import { z } from 'zod';

// Below this many cores one designer's background or bulk work visibly slows everyone else's: background renders hold
// back for prompt ones (techpack-pdf) and backlogged clients yield at the gateway by default.
export const fewCores = (cores = availableParallelism()) => cores < 4;

const bool = z.union([z.boolean(), z.string()]).transform((v) => v === true || v === 'true' || v === '1');

// Every variable the product reads. Nothing else in the code base reads process.env.
export const configSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    MODE: z.enum(['embedded', 'distributed']).default('embedded'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    PUBLIC_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_PRETTY: bool.default(false),

    ADMIN_USERNAME: z.string().min(1).optional(),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    JWT_SECRET: z.string().min(16).optional(),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    ADMIN_JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(12 * 3600),
    // Sign-in limits: per client address regardless of account, per normalised account regardless of address,
    // sign-ups per address; password hashing (Argon2id) runs at most PASSWORD_HASH_CONCURRENCY at once (unset: the
    // machine's cores, at most 3) with at most PASSWORD_HASH_QUEUE waiting (503 beyond). Load tests raise them.
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    LOGIN_RATE_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
    LOGIN_ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    LOGIN_ACCOUNT_RATE_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60_000),
    REGISTER_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    REGISTER_RATE_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 60_000),
    PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().positive().optional(),
    PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(32),
    // Address (or comma-separated addresses/CIDRs) of the reverse proxy in front of the gateway; X-Forwarded-* from
    // anyone else are ignored. Unset: no proxy is trusted.
    TRUSTED_PROXY: z.string().optional(),
    // Fair admission at the gateway: calls in flight at once per client (a session's token, else its address); the
    // next ones wait in line (at most GATEWAY_CLIENT_QUEUE, 429 beyond). Load tests from one address raise them.
    GATEWAY_CLIENT_CONCURRENCY: z.coerce.number().int().positive().default(4),
    GATEWAY_CLIENT_QUEUE: z.coerce.number().int().min(0).default(100),
    // A client with a backlog of heavy calls yields each next one to other clients' heavy calls for at most this long
    // (admission.ts); 0 = never. Unset: 2000 on machines with fewer than 4 cores, else 0.
    GATEWAY_BACKLOG_YIELD_MS: z.coerce.number().int().min(0).optional(),

    DATABASE_URL: z.string().optional(),
    KAFKA_BROKERS: z.string().optional(),
    KAFKA_CLIENT_ID: z.string().default('techpack'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY: z.string().optional(),
    S3_SECRET_KEY: z.string().optional(),
    S3_BUCKET: z.string().default('techpack'),
    S3_REGION: z.string().default('us-east-1'),

    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
    GOOGLE_USERINFO_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z.string().url().optional(),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_BASE: z.string().url().optional(),
    MANUFACTURER_API_KEY: z.string().optional(),
    SUPPORT_PHONE: z.string().default('15551234567'),
    SUPPORT_EMAIL: z.string().default('support@techpack.studio'),
    MANUFACTURER_URL: z.string().default('https://example.com/manufacturing-partner'),

    // Where each service listens in distributed mode, and where the gateway finds it.
    AUTH_URL: z.string().optional(),
    UPLOAD_ANALYSIS_URL: z.string().optional(),
    TECHPACK_PDF_URL: z.string().optional(),
    CHAT_URL: z.string().optional(),
    ORDERS_PAYMENTS_URL: z.string().optional(),
    ADMIN_URL: z.string().optional(),
    SERVICE_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    // A PDF render still running after this long fails and its render worker is replaced.
    PDF_RENDER_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    // Heap limit of a PDF render worker (MB): a document that needs more fails instead of exhausting the process.
    // V8 collects a heap capped below ~2 GB far more often (measured: a render's CPU +35 % at 512 MB), so the default
    // buys speed with memory (each worker's heap settles ~80 MB larger); a small machine may set 512.
    PDF_WORKER_HEAP_MB: z.coerce.number().int().min(128).default(2048),
    WEB_DIST_DIR: z.string().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.MODE === 'distributed') {
      for (const key of ['DATABASE_URL', 'KAFKA_BROKERS', 'S3_ENDPOINT', 'JWT_SECRET'] as const) {
        if (!c[key])
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: 'required in distributed mode' });
      }
    }
    if ((c.ADMIN_USERNAME && !c.ADMIN_PASSWORD) || (!c.ADMIN_USERNAME && c.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['ADMIN_PASSWORD'],
        message: 'set ADMIN_USERNAME and ADMIN_PASSWORD together',
      });
    }
  });

export type AppConfig = z.infer<typeof configSchema>;

const SECRET_KEYS = /SECRET|PASSWORD|KEY|TOKEN/i;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: AppConfig | undefined;

// Parsed once per process.
export function loadConfig(overrides: Record<string, string | undefined> = {}): AppConfig {
  if (!cached || Object.keys(overrides).length > 0) {
    cached = parseConfig({ ...process.env, ...overrides });
  }
  return cached;
}

export function maskedConfig(config: AppConfig): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(config).map(([k, v]) => [k, SECRET_KEYS.test(k) && v ? '***' : v]),
  );
}
