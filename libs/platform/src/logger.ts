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
      return scope ? { correlationId: scope.correlationId } : {};
    },
  });
}
