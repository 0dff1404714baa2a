import { Inject, Injectable } from '@nestjs/common';
import { packDiffSchema, type PackDiff } from '@techpack/contracts';
import { LOGGER, ServiceClient, type Logger } from '@techpack/platform';

// What changed between two revisions of a pack, asked of the tech pack service (which keeps the revisions). The
// partner's order answers without it (null) when that service cannot answer now.
@Injectable()
export class PackDiffClient {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async between(techPackId: string, from: number, to: number): Promise<PackDiff | null> {
    try {
      const answer = await this.services.call('techpack-pdf', {
        method: 'GET',
        path: `/internal/tech-packs/${encodeURIComponent(techPackId)}/diff?from=${from}&to=${to}`,
        as: { service: 'orders-payments' },
        response: packDiffSchema,
        timeoutMs: 5_000,
      });
      if (answer.ok) return answer.body;
      this.logger.warn({ status: answer.status, techPackId }, 'pack diff not available');
    } catch (e) {
      this.logger.warn({ err: e, techPackId }, 'pack diff not available');
    }
    return null;
  }
}
