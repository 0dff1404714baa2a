import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createTechPackResponse,
  UPLOAD_MESSAGES,
  type CreateTechPackRequest,
  type TechPack,
} from '@techpack/contracts';
import { AppError, isTransientError, LOGGER, ServiceClient, type Logger } from '@techpack/platform';

// How long past the deadline the HTTP call may run: techpack-pdf decides at the deadline (commit or refuse), and its
// answer needs a moment to come back.
export const ANSWER_GRACE_MS = 2000;

export type TechPackOutcome =
  | { ok: true; techPack: TechPack }
  // what the designer is told, and the kind recorded in ANALYSIS_FAILED
  | { ok: false; kind: 'timeout' | 'error'; error: AppError; reason: string };

const timedOut = (reason: string): TechPackOutcome => ({
  ok: false,
  kind: 'timeout',
  reason,
  error: new AppError(504, 'UPLOAD.TIMEOUT', UPLOAD_MESSAGES.timeout),
});
const failed = (status: number, code: string, reason: string): TechPackOutcome => ({
  ok: false,
  kind: 'error',
  reason,
  error: new AppError(status, code, 'Failed to upload and analyze image'),
});

// The one request that makes the tech pack of an analysed upload: POST /internal/tech-packs on techpack-pdf,
// idempotent by upload id, with the moment the upload stops waiting as its deadline. While techpack-pdf cannot be
// reached (restarting, 503) the same request is sent again until the deadline, so an upload rides out a restart.
@Injectable()
export class TechPackRequest {
  constructor(
    @Inject(ServiceClient) private readonly client: ServiceClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async create(
    analysed: Omit<CreateTechPackRequest, 'deadline'>,
    deadline: number,
  ): Promise<TechPackOutcome> {
    const body: CreateTechPackRequest = { ...analysed, deadline: new Date(deadline).toISOString() };
    for (let attempt = 0; ; attempt++) {
      let unreachable: string;
      try {
        const answer = await this.client.call('techpack-pdf', {
          method: 'POST',
          path: '/internal/tech-packs',
          as: { service: 'upload-analysis' },
          body,
          response: createTechPackResponse,
          timeoutMs: Math.round(Math.max(0, deadline - Date.now()) + ANSWER_GRACE_MS),
        });
        if (answer.ok) return { ok: true, techPack: answer.body.techPack };
        const code = answer.body?.code;
        if (answer.status === 504 || code === 'TECHPACK.DEADLINE_PASSED')
          return timedOut('tech pack deadline passed');
        if (code === 'TECHPACK.GENERATION_FAILED')
          return failed(
            500,
            'UPLOAD.GENERATION_FAILED',
            answer.body?.message ?? 'tech pack generation failed',
          );
        if (answer.status !== 502 && answer.status !== 503) {
          return failed(502, 'UPLOAD.TECHPACK_UNAVAILABLE', `tech pack request answered ${answer.status}`);
        }
        unreachable = `tech pack service answered ${answer.status}`;
      } catch (e) {
        if ((e as { name?: string }).name === 'TimeoutError')
          return timedOut('no answer from the tech pack service in time');
        if (!isTransientError(e)) {
          this.logger.error({ err: e, uploadId: analysed.uploadId }, 'tech pack request failed');
          return failed(
            502,
            'UPLOAD.TECHPACK_UNAVAILABLE',
            `tech pack request failed: ${(e as Error).message}`,
          );
        }
        unreachable = (e as Error).message;
      }
      const pause = Math.min(1000, 100 * 2 ** attempt);
      if (Date.now() + pause >= deadline) {
        // Give up at the deadline, not before: past it techpack-pdf writes nothing, so ANALYSIS_FAILED (recorded
        // next) comes after any pack an earlier attempt may still have committed, and removes it.
        await sleep(Math.max(0, deadline - Date.now()));
        return timedOut(`tech pack service unreachable: ${unreachable}`);
      }
      this.logger.warn(
        { uploadId: analysed.uploadId, attempt, reason: unreachable },
        'tech pack service unreachable; retrying',
      );
      await sleep(pause);
    }
  }
}
