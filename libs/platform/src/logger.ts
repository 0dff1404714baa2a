import pino, { type Logger } from 'pino';
import { currentScope } from './context';

export type { Logger };

const redact = {
  paths: [
    'password',
    '*.password',
    'token',
    '*.token',
    'authorization',
    '*.authorization',
    'req.headers.authorization',
    'headers.authorization',
    '*.secret',
    'clientSecret',
    '*.clientSecret',
  ],
  censor: '***',
};

// A failed query is logged with its statement, never its bound values: the ORM's error message and stack carry
// "params: ..." (password hashes, share tokens, e-mails, message text), and database errors carry `detail`
// ("Key (email)=(...) already exists"). Both are cut from every logged error and its causes.
const BOUND_VALUES = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where'];

export function scrubError(value: unknown, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 5) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const k of VALUE_FIELDS) delete out[k];
  for (const k of ['message', 'stack'])
    if (typeof out[k] === 'string') out[k] = (out[k] as string).replace(BOUND_VALUES, '');
  if (out.cause) out.cause = scrubError(out.cause, depth + 1);
  if (Array.isArray(out.aggregateErrors))
    out.aggregateErrors = out.aggregateErrors.map((e) => scrubError(e, depth + 1));
  return out;
}

const errSerializer = (e: unknown) =>
  scrubUrls(scrubError(e instanceof Error ? { name: e.name, ...pino.stdSerializers.err(e) } : e));

// Query parameters that carry a credential: a PDF share link's 30-day token, access tokens, keys, signatures.
const SECRET_PARAM =
  /([?&](?:share|token|access_token|id_token|refresh_token|code|key|api_?key|apikey|secret|client_secret|password|signature|sig)=)[^&#\s"']*/gi;

// Every string a log line holds (message, url, source, error text) has the values of those parameters masked.
export function redactQuery(text: string): string {
  return text.includes('=') ? text.replace(SECRET_PARAM, '$1***') : text;
}

function scrubUrls(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactQuery(value);
  if (!value || typeof value !== 'object' || depth > 4) return value;
  // the log formatter runs before the serializers: an Error's name, message and stack are not enumerable, so copying
  // its fields would log `{}`; it is serialized (and its bound values cut) here
  if (value instanceof Error) return errSerializer(value);
  if (Array.isArray(value)) return value.map((v) => scrubUrls(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = scrubUrls(v, depth + 1);
  return out;
}

export function createLogger(name: string, level = 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    redact,
    base: { service: name },
    serializers: { err: errSerializer, error: errSerializer },
    formatters: { log: (object) => scrubUrls(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? redactQuery(a) : a)) as Parameters<typeof method>,
        );
      },
    },
    mixin() {
      const scope = currentScope();
      if (!scope) return {};
      return scope.causationId
        ? { correlationId: scope.correlationId, causationId: scope.causationId }
        : { correlationId: scope.correlationId };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
