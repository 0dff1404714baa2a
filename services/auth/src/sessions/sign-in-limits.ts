import { availableParallelism } from 'node:os';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CONFIG, tooMany, type AppConfig, type AppError } from '@techpack/platform';
import { WindowLimiter, WorkQueue } from '../limits';

// Each further failure of an account (from any address) past its limit slows that account's next attempts by this
// much more, up to the ceiling: guessing from many addresses gets slower and slower, the owner still signs in.
export const ACCOUNT_DELAY_STEP_MS = 200;
export const ACCOUNT_DELAY_MAX_MS = 1500; // under the API's 2 s answer budget

// Password hashes at once when PASSWORD_HASH_CONCURRENCY is unset: one per core, so a crowd signing in is not held
// one hash at a time, while a flood never takes more CPU than the machine has (the rest wait in the bounded queue);
// at most 3, as hashes run on libuv's pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which file, zlib and
// image work share: one pool thread is always left to them.
export const defaultHashConcurrency = (cores = availableParallelism()) => Math.max(1, Math.min(cores, 3));

// Limits (a login flood starved the app): per client address whatever the account; per normalised account AND address
// (failed attempts; a successful sign-in gives its attempt back): ten wrong passwords from one address lock that
// address out of the account, never the account itself, so nobody can lock someone else out. Failures of an account
// from every address together slow its attempts down (a progressive delay, never a refusal). Sign-ups per address,
// and a bounded queue for password hashing.
@Injectable()
export class SignInLimits {
  readonly loginsPerAddress: WindowLimiter;
  readonly loginsPerAccount: WindowLimiter;
  readonly accountFailures: WindowLimiter;
  readonly signUpsPerAddress: WindowLimiter;
  readonly hashing: WorkQueue;

  constructor(@Inject(CONFIG) config: AppConfig) {
    this.loginsPerAddress = new WindowLimiter(config.LOGIN_RATE_LIMIT, config.LOGIN_RATE_WINDOW_MS);
    this.loginsPerAccount = new WindowLimiter(
      config.LOGIN_ACCOUNT_RATE_LIMIT,
      config.LOGIN_ACCOUNT_RATE_WINDOW_MS,
    );
    this.accountFailures = new WindowLimiter(
      config.LOGIN_ACCOUNT_RATE_LIMIT,
      config.LOGIN_ACCOUNT_RATE_WINDOW_MS,
    );
    this.signUpsPerAddress = new WindowLimiter(config.REGISTER_RATE_LIMIT, config.REGISTER_RATE_WINDOW_MS);
    this.hashing = new WorkQueue(
      config.PASSWORD_HASH_CONCURRENCY ?? defaultHashConcurrency(),
      config.PASSWORD_HASH_QUEUE,
    );
  }

  static tooManyLogins(wait: number): AppError {
    return tooMany('AUTH.RATE_LIMITED', 'Too many login attempts. Please try again later.', wait);
  }

  // An attempt on the account from this address: refused (429) past the limit of that pair; slowed while the account
  // has failed more than its limit from all addresses together. Returns what `failed` and `succeeded` take.
  async limitAccount(kind: 'user' | 'admin', identity: string, address: string): Promise<AccountAttempt> {
    const account = `${kind}:${identity}`;
    const pair = `${account}|${address}`;
    const verdict = this.loginsPerAccount.take(pair);
    if (!verdict.ok) throw SignInLimits.tooManyLogins(verdict.retryAfterSeconds);
    const over = this.accountFailures.count(account) - this.accountFailures.max;
    if (over >= 0)
      await new Promise((r) =>
        setTimeout(r, Math.min(ACCOUNT_DELAY_MAX_MS, ACCOUNT_DELAY_STEP_MS * (over + 1))),
      );
    return { account, pair };
  }

  failed(attempt: AccountAttempt): void {
    this.accountFailures.record(attempt.account);
  }

  succeeded(attempt: AccountAttempt): void {
    this.loginsPerAccount.refund(attempt.pair);
  }
}

export interface AccountAttempt {
  account: string;
  pair: string;
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
    const verdict = this.limits.signUpsPerAddress.take(
      context.switchToHttp().getRequest<FastifyRequest>().ip,
    );
    if (!verdict.ok)
      throw tooMany(
        'AUTH.SIGNUP_RATE_LIMITED',
        'Too many sign-ups from this address. Please try again later.',
        verdict.retryAfterSeconds,
      );
    return true;
  }
}
