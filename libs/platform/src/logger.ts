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

export function createLogger(name: string, level = 'info'): Logger {
  return pino({
    name,
    level,
    redact,
    base: { service: name },
    mixin() {
      const scope = currentScope();
      if (!scope) return {};
      return scope.causationId ? { correlationId: scope.correlationId, causationId: scope.causationId } : { correlationId: scope.correlationId };
    },
  });
}
