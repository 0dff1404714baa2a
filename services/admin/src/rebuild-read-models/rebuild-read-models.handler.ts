import { Inject, Injectable } from '@nestjs/common';
import type { AdminRebuildResponse } from '@techpack/contracts';
import type { AdminClaims } from '@techpack/platform';
import { DashboardStats } from '../dashboard-stats/dashboard-stats';
import { OperatorActionRecorder } from '../operator-actions/operator-action.recorder';
import { ReadModelRebuilds } from '../read-models/read-model-rebuilds';

// The read models emptied and replayed from the event history (one at a time), the fresh figures answered, the
// rebuild recorded as an operator action.
@Injectable()
export class RebuildReadModelsHandler {
  constructor(
    @Inject(ReadModelRebuilds) private readonly rebuilds: ReadModelRebuilds,
    @Inject(DashboardStats) private readonly stats: DashboardStats,
    @Inject(OperatorActionRecorder) private readonly recorder: OperatorActionRecorder,
  ) {}

  execute(claims: AdminClaims, correlationId: string): Promise<AdminRebuildResponse> {
    return this.rebuilds.rebuild(async (result) => {
      const stats = await this.stats.read({ fresh: true });
      await this.recorder.record(claims, correlationId, {
        action: 'rebuild-read-models',
        targetId: 'admin',
        details: { replayed: result.replayed, ms: result.ms },
        outcome: 'succeeded',
        statusCode: 200,
      });
      return { success: true as const, ...result, stats };
    });
  }
}
