import { Controller, Inject } from '@nestjs/common';
import { ANALYSIS_FAILED, type EventPayload } from '@techpack/contracts';
import { OnEvent, type EventContext } from '@techpack/platform';
import { DiscardFailedUploadHandler } from './discard-failed-upload.handler';

// Event consumer (group 'techpack-pdf').
@Controller()
export class DiscardFailedUploadController {
  constructor(@Inject(DiscardFailedUploadHandler) private readonly handler: DiscardFailedUploadHandler) {}

  @OnEvent(ANALYSIS_FAILED)
  async onAnalysisFailed(
    payload: EventPayload<typeof ANALYSIS_FAILED>,
    context: EventContext<typeof ANALYSIS_FAILED>,
  ): Promise<void> {
    await this.handler.execute(context.envelope.id, payload.uploadId);
  }
}
