import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { AdminOperatorActionResponse, adminReplyRequest } from '@techpack/contracts';
import type { AdminClaims } from '@techpack/platform';
import { ForwardedAction } from '../operator-actions/forwarded-action';
import { OperatorUpstream } from '../operator-actions/operator-upstream';

// The operator answers a designer's conversation as the manufacturer: chat's reply route does it (as the operator),
// the action is recorded as 'manufacturer-reply'.
@Injectable()
export class ReplyAsManufacturerHandler {
  constructor(
    @Inject(ForwardedAction) private readonly actions: ForwardedAction,
    @Inject(OperatorUpstream) private readonly upstream: OperatorUpstream,
  ) {}

  execute(
    claims: AdminClaims,
    token: string,
    correlationId: string,
    body: z.infer<typeof adminReplyRequest>,
  ): Promise<AdminOperatorActionResponse> {
    return this.actions.run(
      claims,
      correlationId,
      { action: 'manufacturer-reply', targetId: body.techPackId, details: { message: body.message } },
      () => this.upstream.call('chat', token, { method: 'POST', path: '/api/manufacturer/reply', body }),
    );
  }
}
