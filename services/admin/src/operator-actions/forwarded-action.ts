import { Inject, Injectable, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AdminOperatorActionResponse } from '@techpack/contracts';
import { AppError, bearerToken, type AdminClaims } from '@techpack/platform';
import { OperatorActionRecorder } from './operator-action.recorder';
import { upstreamError, type UpstreamAnswer } from './operator-upstream';

// The operator's own bearer token (checked by AdminGuard), passed on to the service that does the work.
export const OperatorToken = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): string =>
    bearerToken(ctx.switchToHttp().getRequest<FastifyRequest>()) ?? '',
);

export interface ForwardedActionSpec {
  action: string;
  targetId: string;
  details: Record<string, unknown>;
}

// An operator action another service carries out: its answer is passed on as JSON, and the action is recorded
// whatever the outcome (unreachable upstream: failed, 503; upstream error: failed, with the upstream's status).
@Injectable()
export class ForwardedAction {
  constructor(@Inject(OperatorActionRecorder) private readonly recorder: OperatorActionRecorder) {}

  async run(
    claims: AdminClaims,
    correlationId: string,
    spec: ForwardedActionSpec,
    call: () => Promise<UpstreamAnswer>,
  ): Promise<AdminOperatorActionResponse> {
    let answer: UpstreamAnswer;
    try {
      answer = await call();
    } catch (e) {
      await this.recorder.record(claims, correlationId, {
        ...spec,
        outcome: 'failed',
        statusCode: e instanceof AppError ? e.status : 500,
      });
      throw e;
    }
    const recorded = await this.recorder.record(claims, correlationId, {
      ...spec,
      outcome: answer.ok ? 'succeeded' : 'failed',
      statusCode: answer.status,
    });
    if (!answer.ok) throw upstreamError(answer);
    return { success: true, action: recorded, result: answer.body };
  }
}
