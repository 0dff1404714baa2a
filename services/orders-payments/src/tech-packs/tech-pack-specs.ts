import { Inject, Injectable } from '@nestjs/common';
import { orderPackSpecResponse } from '@techpack/contracts';
import { LOGGER, ServiceClient, type Logger } from '@techpack/platform';
import type { PdfLanguage } from '@techpack/catalog';
import type { SpecSnapshot } from '../orders.schema';
import { PARTNER_ID } from '../partner/partner-settings';

// The pack revision a sample is ordered from and its graded points of measure, kept on the order: a fit session later
// compares the sample with this revision, whatever the pack became since. Asked of techpack-pdf with the designer's
// own token when the order is placed; when that fails the order is still placed, without a snapshot (a fit session on
// it is then refused with a message saying why).
@Injectable()
export class TechPackSpecs {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async snapshot(
    techPackId: string,
    bearer: string | undefined,
  ): Promise<{ revision: number; spec: SpecSnapshot; language: PdfLanguage | null } | null> {
    if (!bearer) return null;
    try {
      const answer = await this.services.call('techpack-pdf', {
        method: 'GET',
        path: `/api/tech-pack/${encodeURIComponent(techPackId)}`,
        as: { bearer },
        response: orderPackSpecResponse,
        timeoutMs: 5000,
      });
      if (!answer.ok) return null;
      const pack = answer.body;
      const pom = pack.pointsOfMeasure;
      return {
        // the pack's language for the partner (its own entry, else the pack's factory language), null when unset
        language: pack.partnerLanguages?.[PARTNER_ID] ?? pack.factoryLanguage ?? null,
        revision: pack.revision ?? pack.revisions[pack.revisions.length - 1]?.rev ?? 1,
        spec: {
          baseSize: pom.baseSize,
          sizes: pom.sizes,
          rows: pom.rows.map((r) => ({
            key: r.key,
            code: r.code,
            name: r.name,
            tolerance: r.tolerance,
            values: r.values,
          })),
        },
      };
    } catch (e) {
      this.logger.warn({ err: e, techPackId }, 'could not read the pack revision for the order');
      return null;
    }
  }
}
