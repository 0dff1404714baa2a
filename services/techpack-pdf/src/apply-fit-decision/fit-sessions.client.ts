import { Inject, Injectable } from '@nestjs/common';
import { fitSessionListSchema, type FitSession } from '@techpack/contracts';
import { AppError, LOGGER, ServiceClient, type Logger } from '@techpack/platform';

// Fit sessions live with the orders (orders-payments records them from the partner's measurements); the pack's owner
// reads them through this service, asked with the designer's own token so orders answers only their sessions.
@Injectable()
export class FitSessionsClient {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async ofPack(techPackId: string, bearer: string | undefined): Promise<FitSession[]> {
    if (!bearer) return [];
    try {
      const answer = await this.services.call('orders-payments', {
        method: 'GET',
        path: `/api/orders/fit-sessions?techPackId=${encodeURIComponent(techPackId)}`,
        as: { bearer },
        response: fitSessionListSchema,
        timeoutMs: 10_000,
      });
      if (answer.ok) return answer.body;
      this.logger.warn({ status: answer.status, techPackId }, 'fit sessions not available');
    } catch (e) {
      this.logger.warn({ err: e, techPackId }, 'fit sessions not available');
    }
    throw new AppError(503, 'FIT.UNAVAILABLE', 'Fit sessions cannot be read right now. Please try again.');
  }
}
