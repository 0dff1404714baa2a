import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OPERATOR_ACTION_RECORDED, type AdminRecordedAction } from '@techpack/contracts';
import {
  CLOCK,
  DATABASE,
  EVENTS,
  type AdminClaims,
  type Clock,
  type DatabaseHandle,
  type EventsClient,
} from '@techpack/platform';

export interface OperatorActionRecord {
  action: string;
  targetId: string;
  details: Record<string, unknown>;
  outcome: 'succeeded' | 'failed';
  statusCode: number | null;
}

// Who did what and when: a row of the admin's own, published for anyone who audits (same transaction).
@Injectable()
export class OperatorActionRecorder {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(EVENTS) private readonly events: EventsClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(
    claims: AdminClaims,
    correlationId: string,
    entry: OperatorActionRecord,
  ): Promise<AdminRecordedAction> {
    const { action, targetId, details, outcome, statusCode } = entry;
    const id = randomUUID();
    const at = this.clock.now().toISOString();
    const operator = claims.username ?? claims.sub;
    await this.database.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into admin.operator_actions (id, operator, action, target_id, details, outcome, status_code, at)
        values (${id}, ${operator}, ${action}, ${targetId}, ${JSON.stringify(details)}::jsonb, ${outcome}, ${statusCode}, ${at})`);
      await this.events.record(
        tx,
        OPERATOR_ACTION_RECORDED,
        id,
        { actionId: id, operator, action, targetId, details: { ...details, outcome, statusCode }, at },
        { correlationId, actorId: claims.sub },
      );
    });
    return { id, operator, action, targetId, outcome, statusCode, at };
  }
}
