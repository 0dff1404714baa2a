import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { AdminListQuery, AdminOperatorActionView } from '@techpack/contracts';
import { DATABASE, type DatabaseHandle } from '@techpack/platform';
import { iso, likePattern, page, type Page } from '../listings/listing';

type Row = { id: string; operator: string; action: string; target_id: string; details: unknown; outcome: string; status_code: number | null; at: string };

// What operators did, newest first; ?q= searches operator, action and target.
@Injectable()
export class ListOperatorActionsHandler {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  execute(query: AdminListQuery): Promise<Page<AdminOperatorActionView>> {
    return page<Row, AdminOperatorActionView>(
      this.database,
      {
        table: 'operator_actions',
        counter: 'operator_actions',
        orderBy: 't.at desc, t.id desc',
        select: sql`select t.id, t.operator, t.action, t.target_id, t.details, t.outcome, t.status_code, t.at`,
        filters: query.q ? [sql`lower(t.operator || ' ' || t.action || ' ' || t.target_id) like ${likePattern(query.q)}`] : [],
      },
      { ...query, q: undefined },
      (r) => ({
        id: r.id,
        operator: r.operator,
        action: r.action,
        targetId: r.target_id,
        details: r.details,
        outcome: r.outcome,
        statusCode: r.status_code,
        at: iso(r.at),
      }),
    );
  }
}
