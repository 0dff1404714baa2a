import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { AdminOperatorActionResponse, adminOrderStatusRequest } from '@techpack/contracts';
import type { AdminClaims } from '@techpack/platform';
import { ForwardedAction } from '../operator-actions/forwarded-action';
import { OperatorUpstream } from '../operator-actions/operator-upstream';

// The operator moves a sample order on (in production, shipped, ...): orders-payments' status route applies its
// rules (as the operator), the action is recorded as 'order-status-change'.
@Injectable()
export class ChangeOrderStatusHandler {
  constructor(
    @Inject(ForwardedAction) private readonly actions: ForwardedAction,
    @Inject(OperatorUpstream) private readonly upstream: OperatorUpstream,
  ) {}

  execute(
    claims: AdminClaims,
    token: string,
    correlationId: string,
    orderId: string,
    body: z.infer<typeof adminOrderStatusRequest>,
  ): Promise<AdminOperatorActionResponse> {
    // the parcel of a shipped sample, as given (orders-payments names what is missing)
    const given = {
      carrier: body.carrier,
      trackingNumber: body.trackingNumber,
      trackingUrl: body.trackingUrl,
    };
    const parcel =
      body.status === 'shipped' ? Object.fromEntries(Object.entries(given).filter(([, v]) => v)) : {};
    const change = { status: body.status, reason: body.reason ?? null, ...parcel };
    return this.actions.run(
      claims,
      correlationId,
      { action: 'order-status-change', targetId: orderId, details: change },
      () =>
        this.upstream.call('orders-payments', token, {
          method: 'PATCH',
          path: `/api/orders/${encodeURIComponent(orderId)}/status`,
          body: change,
        }),
    );
  }
}
