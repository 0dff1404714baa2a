import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CONFIG, tooMany, type AppConfig, type AppError } from '@techpack/platform';
import { WindowLimiter, WorkQueue } from '../limits';

// Limits (a login flood starved the app): per client address whatever the account, per normalised account whatever
// the address (failed attempts; a successful sign-in gives its attempt back), sign-ups per address, and a bounded
// queue for password hashing.
@Injectable()
export class SignInLimits {
  readonly loginsPerAddress: WindowLimiter;
  readonly loginsPerAccount: WindowLimiter;
  readonly signUpsPerAddress: WindowLimiter;
  readonly hashing: WorkQueue;

  constructor(@Inject(CONFIG) config: AppConfig) {
    this.loginsPerAddress = new WindowLimiter(config.LOGIN_RATE_LIMIT, config.LOGIN_RATE_WINDOW_MS);
    this.loginsPerAccount = new WindowLimiter(config.LOGIN_ACCOUNT_RATE_LIMIT, config.LOGIN_ACCOUNT_RATE_WINDOW_MS);
    this.signUpsPerAddress = new WindowLimiter(config.REGISTER_RATE_LIMIT, config.REGISTER_RATE_WINDOW_MS);
    this.hashing = new WorkQueue(config.PASSWORD_HASH_CONCURRENCY, config.PASSWORD_HASH_QUEUE);
  }

  static tooManyLogins(wait: number): AppError {
    return tooMany('AUTH.RATE_LIMITED', 'Too many login attempts. Please try again later.', wait);
  }

  // Returns the key to refund on success.
  limitAccount(kind: 'user' | 'admin', identity: string): string {
    const key = `${kind}:${identity}`;
    const verdict = this.loginsPerAccount.take(key);
    if (!verdict.ok) throw SignInLimits.tooManyLogins(verdict.retryAfterSeconds);
    return key;
  }
}

// Sign-in attempts per client address, counted before the body is read (a flood of bad bodies counts too).
@Injectable()
export class LoginAddressLimit implements CanActivate {
  constructor(@Inject(SignInLimits) private readonly limits: SignInLimits) {}
  canActivate(context: ExecutionContext): boolean {
    const verdict = this.limits.loginsPerAddress.take(context.switchToHttp().getRequest<FastifyRequest>().ip);
    if (!verdict.ok) throw SignInLimits.tooManyLogins(verdict.retryAfterSeconds);
    return true;
  }
}

@Injectable()
export class SignUpAddressLimit implements CanActivate {
  constructor(@Inject(SignInLimits) private readonly limits: SignInLimits) {}
  canActivate(context: ExecutionContext): boolean {
    const verdict = this.limits.signUpsPerAddress.take(context.switchToHttp().getRequest<FastifyRequest>().ip);
    if (!verdict.ok) throw tooMany('AUTH.SIGNUP_RATE_LIMITED', 'Too many sign-ups from this address. Please try again later.', verdict.retryAfterSeconds);
    return true;
  }
}
