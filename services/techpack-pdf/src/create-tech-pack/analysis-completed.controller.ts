import { Controller, Inject } from '@nestjs/common';
import { ANALYSIS_COMPLETED, type EventPayload } from '@techpack/contracts';
import { AppError, OnEvent, type EventContext } from '@techpack/platform';
import { CreateTechPackHandler } from './create-tech-pack.handler';

// TRANSITIONAL: creates the pack from the event while upload-analysis still waits for TECHPACK_GENERATED instead of
// calling POST /internal/tech-packs. Goes once the caller is in.
@Controller()
export class AnalysisCompletedController {
  constructor(@Inject(CreateTechPackHandler) private readonly handler: CreateTechPackHandler) {}

  @OnEvent(ANALYSIS_COMPLETED)
  async onAnalysisCompleted(payload: EventPayload<typeof ANALYSIS_COMPLETED>, _context: EventContext<typeof ANALYSIS_COMPLETED>): Promise<void> {
    const deadline = new Date(Date.now() + 3_600_000).toISOString();
    await this.handler.execute({ ...payload, deadline }).catch((e: unknown) => {
      if (!(e instanceof AppError && e.code === 'TECHPACK.GENERATION_FAILED')) throw e;
    });
  }
}
