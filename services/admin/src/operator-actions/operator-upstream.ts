import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import {
  AppError,
  LOGGER,
  ServiceClient,
  type Logger,
  type ServiceCall,
  type ServiceName,
} from '@techpack/platform';

const UPSTREAM_TIMEOUT_MS = 10_000;
const anyAnswer = z.unknown();

export type UpstreamService = Extract<ServiceName, 'chat' | 'orders-payments' | 'techpack-pdf'>;

export interface UpstreamAnswer {
  ok: boolean;
  status: number;
  // the JSON answer (null when there was none); on an error, its message and code
  body: unknown;
  message?: string;
  code?: string;
}

// The service's name as an operator reads it in '... service is unavailable'.
const LABELS: Record<UpstreamService, string> = {
  chat: 'chat',
  'orders-payments': 'orders',
  'techpack-pdf': 'tech pack',
};

export const upstreamUnavailable = (service: UpstreamService) =>
  new AppError(503, 'ADMIN.UPSTREAM_UNAVAILABLE', `The ${LABELS[service]} service is unavailable`);

// Calls another service's API as the operator (the admin's own bearer token, so the upstream applies its own rules);
// never inside a transaction. Unreachable, timed out or not configured: 503 ADMIN.UPSTREAM_UNAVAILABLE.
@Injectable()
export class OperatorUpstream {
  constructor(
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async call(
    service: UpstreamService,
    bearer: string,
    request: Pick<ServiceCall<typeof anyAnswer>, 'method' | 'path' | 'body'>,
  ): Promise<UpstreamAnswer> {
    try {
      const answer = await this.client.call(service, {
        ...request,
        as: { bearer },
        response: anyAnswer,
        timeoutMs: UPSTREAM_TIMEOUT_MS,
      });
      if (answer.ok) return { ok: true, status: answer.status, body: answer.body ?? null };
      const body = answer.body;
      if (typeof body?.message === 'string') {
        return {
          ok: false,
          status: answer.status,
          body,
          message: body.message,
          code: typeof body.code === 'string' ? body.code : undefined,
        };
      }
      // no message of its own: the start of what it answered
      const text = body === undefined ? '' : JSON.stringify(body).slice(0, 300).trim();
      return { ok: false, status: answer.status, body: body ?? null, message: text || undefined };
    } catch (e) {
      this.logger.warn({ err: e, service, path: request.path }, 'operator action: upstream call failed');
      throw upstreamUnavailable(service);
    }
  }
}

// An upstream error, passed on with the upstream's status (an upstream 401 is about the admin token the upstream saw:
// the status is kept so the UI can react) and message.
export function upstreamError(answer: Pick<UpstreamAnswer, 'status' | 'message' | 'code'>): AppError {
  return new AppError(
    answer.status,
    answer.code ?? 'ADMIN.UPSTREAM_ERROR',
    answer.message ?? `Upstream error ${answer.status}`,
  );
}
