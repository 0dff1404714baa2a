import { createHash, timingSafeEqual } from 'node:crypto';
import {
  Inject,
  Injectable,
  createParamDecorator,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { packSamplesSchema, type CommentAuthor, type PackSample } from '@techpack/contracts';
import {
  AppError,
  CONFIG,
  LOGGER,
  ServiceClient,
  TOKENS,
  bearerToken,
  type AppConfig,
  type Logger,
  type TokenService,
} from '@techpack/platform';
import { TechPackStore, techPackNotFound } from '../store/tech-pack-store';
import type { TechPackRow } from '../techpack.schema';

// Who talks on a pack: its designer, an operator, or the manufacturing partner (its API key) on the packs of its orders.
export type TalkActor = CommentAuthor & { sub?: string };
type WithActor = FastifyRequest & { talkActor?: TalkActor };

// The orders the partner makes: paid, and every later stage (as its order API lists them).
const PARTNER_VISIBLE = new Set(['paid', 'in_production', 'shipped', 'delivered']);

function sameKey(given: string, key: string | undefined): boolean {
  if (!key) return false;
  return timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(key).digest(),
  );
}

// The designer's token, an operator's token, or the partner's key; 401 otherwise.
@Injectable()
export class TalkActorGuard implements CanActivate {
  constructor(
    @Inject(TOKENS) private readonly tokens: TokenService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithActor>();
    const token = bearerToken(request);
    if (!token) throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
    if (sameKey(token, this.config.MANUFACTURER_API_KEY)) {
      request.talkActor = { role: 'partner', name: 'Manufacturing partner' };
      return true;
    }
    const claims = await this.tokens.verify(token);
    if (claims.role === 'user')
      request.talkActor = {
        role: 'designer',
        sub: claims.sub,
        name: [claims.firstName, claims.lastName].filter(Boolean).join(' ') || claims.email,
      };
    else if (claims.role === 'admin')
      request.talkActor = { role: 'operator', sub: claims.sub, name: claims.username };
    else throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
    return true;
  }
}

export const Talker = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): TalkActor =>
    ctx.switchToHttp().getRequest<WithActor>().talkActor as TalkActor,
);

// The pack's sample orders, from the orders service (which owns them).
@Injectable()
export class PackSamplesClient {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async of(techPackId: string): Promise<PackSample[]> {
    try {
      const answer = await this.services.call('orders-payments', {
        method: 'GET',
        path: `/internal/tech-packs/${encodeURIComponent(techPackId)}/samples`,
        as: { service: 'techpack-pdf' },
        response: packSamplesSchema,
        timeoutMs: 5_000,
      });
      if (answer.ok) return answer.body.samples;
      this.logger.warn({ status: answer.status, techPackId }, 'sample orders not available');
    } catch (e) {
      this.logger.warn({ err: e, techPackId }, 'sample orders not available');
    }
    throw new AppError(
      503,
      'ORDERS.UNAVAILABLE',
      'Sample orders cannot be read right now. Please try again.',
    );
  }

  // The revision of the latest sample the partner has been paid to make (null: no sample yet).
  async lastSampledRevision(techPackId: string, before?: number): Promise<number | null> {
    const made = (await this.of(techPackId).catch(() => [])).filter(
      (s) => PARTNER_VISIBLE.has(s.status) && s.revision !== null,
    );
    const earlier = made.filter((s) => before === undefined || (s.revision ?? 0) < before);
    return earlier.length ? Math.max(...earlier.map((s) => s.revision ?? 0)) : null;
  }
}

// The pack an actor may talk on: the designer's own, any for an operator, one with a paid order for the partner;
// 'Tech Pack Not Found' otherwise (another designer's pack reads like a missing one).
@Injectable()
export class PackTalkAccess {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(PackSamplesClient) private readonly samples: PackSamplesClient,
  ) {}

  get db() {
    return this.store.db;
  }

  async load(id: string, actor: TalkActor): Promise<TechPackRow> {
    if (actor.role === 'designer') return this.store.load(id, { kind: 'user', sub: actor.sub ?? '' });
    const row = await this.store.load(id, { kind: 'admin', sub: actor.sub ?? 'partner' });
    if (
      actor.role === 'partner' &&
      !(await this.samples.of(row.id)).some((s) => PARTNER_VISIBLE.has(s.status))
    )
      throw techPackNotFound();
    return row;
  }
}
