import {
  Body,
  Catch,
  Inject,
  Injectable,
  NotFoundException,
  createParamDecorator,
  type ArgumentsHost,
  type CanActivate,
  type ExceptionFilter,
  type ExecutionContext,
  type PipeTransform,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { throwError, type Observable } from 'rxjs';
import type { z } from 'zod';
import { parseWith, sendError, sendNotFound } from '../http';
import {
  requireAdmin,
  requireService,
  requireUser,
  requireUserOrOperator,
  type AdminClaims,
  type TokenService,
  type UserClaims,
} from '../auth';
import { AppError } from '../errors';
import { TOKENS } from './tokens';

// Every error a controller throws (or Nest raises for a route it does not know) answers as the product always has:
// `{ message, code }` with the spec's status and text (see sendError). In an event handler the error goes back to
// the transport unchanged (Nest's default RPC filter would replace it with a generic one): the bus tells a transient
// failure (retry while the consumer runs) from a bad event (retry, then dead-letter) by the error itself.
@Catch()
export class PlatformErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void | Observable<never> {
    if (host.getType() === 'rpc') return throwError(() => exception);
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    if (
      exception instanceof NotFoundException &&
      !(exception.cause instanceof AppError) &&
      /^Cannot /.test(exception.message)
    ) {
      void sendNotFound(request, reply);
      return;
    }
    const nestStatus = (exception as { getStatus?: () => number }).getStatus?.();
    if (nestStatus && !(exception instanceof AppError)) {
      // one of Nest's HttpExceptions (or a Fastify error Nest wrapped): keep the original when there is one
      const cause = (exception as { cause?: unknown }).cause;
      void sendError(
        cause ?? Object.assign(new Error((exception as Error).message), { statusCode: nestStatus }),
        request,
        reply,
      );
      return;
    }
    void sendError(exception, request, reply);
  }
}

// A request part checked against its schema from libs/contracts; a failure is a 400 with the schema's message.
export class ZodPipe<S extends z.ZodTypeAny> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): z.infer<S> {
    return parseWith(this.schema, value ?? {});
  }
}

// `@ValidBody(schema)`: the JSON body, validated (absent body = {} so required fields get their own message).
export const ValidBody = <S extends z.ZodTypeAny>(schema: S) => Body(new ZodPipe(schema));

type WithClaims = FastifyRequest & { claims?: UserClaims | AdminClaims };

// Signed-in designers only (401 'Authentication required' otherwise); the claims are then `@CurrentUser()`.
@Injectable()
export class UserGuard implements CanActivate {
  constructor(@Inject(TOKENS) private readonly tokens: TokenService) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithClaims>();
    request.claims = await requireUser(this.tokens, request);
    return true;
  }
}

// Operators only (401 with the admin codes otherwise); the claims are then `@CurrentAdmin()`.
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(@Inject(TOKENS) private readonly tokens: TokenService) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithClaims>();
    request.claims = await requireAdmin(this.tokens, request);
    return true;
  }
}

// A signed-in designer or an operator (401 'Authentication required' otherwise); the claims are then
// `@CurrentUserOrOperator()`. What each may read (a designer their own, an operator any) is the handler's to check.
@Injectable()
export class UserOrOperatorGuard implements CanActivate {
  constructor(@Inject(TOKENS) private readonly tokens: TokenService) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithClaims>();
    request.claims = await requireUserOrOperator(this.tokens, request);
    return true;
  }
}

// Internal routes: another service of the product only (a short-lived service token signed with the shared secret).
@Injectable()
export class ServiceGuard implements CanActivate {
  constructor(@Inject(TOKENS) private readonly tokens: TokenService) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    await requireService(this.tokens, context.switchToHttp().getRequest<FastifyRequest>());
    return true;
  }
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): UserClaims => {
  return ctx.switchToHttp().getRequest<WithClaims>().claims as UserClaims;
});

export const CurrentAdmin = createParamDecorator((_: unknown, ctx: ExecutionContext): AdminClaims => {
  return ctx.switchToHttp().getRequest<WithClaims>().claims as AdminClaims;
});

export const CurrentUserOrOperator = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): UserClaims | AdminClaims => {
    const claims = ctx.switchToHttp().getRequest<WithClaims>().claims;
    if (!claims) throw new AppError(401, 'AUTH.REQUIRED', 'Authentication required');
    return claims;
  },
);

// The correlation id of the request (set by the HTTP app's onRequest hook).
export const CorrelationId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  return (ctx.switchToHttp().getRequest<{ correlationId?: string }>().correlationId ??
    crypto.randomUUID()) as string;
});
