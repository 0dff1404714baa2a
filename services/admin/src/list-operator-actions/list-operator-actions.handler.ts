import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { AdminOperatorActionView } from '@techpack/contracts';
import { iso, type Listing } from '../listings/listing';
import { ListHandler } from '../listings/list-handler';

type Row = {
  id: string;
  operator: string;
  action: string;
  target_id: string;
  details: unknown;
  outcome: string;
  status_code: number | null;
  at: string;
};

// What operators did, newest first; ?q= searches operator, action and target.
@Injectable()
export class ListOperatorActionsHandler extends ListHandler<Row, AdminOperatorActionView> {
  protected readonly listing: Listing<Row, AdminOperatorActionView> = {
    table: 'operator_actions',
    orderBy: 't.at desc, t.id desc',
    select: sql`select t.id, t.operator, t.action, t.target_id, t.details, t.outcome, t.status_code, t.at`,
    searchOn: sql`lower(t.operator || ' ' || t.action || ' ' || t.target_id)`,
    view: (r) => ({
      id: r.id,
      operator: r.operator,
      action: r.action,
      targetId: r.target_id,
      details: r.details,
      outcome: r.outcome,
      statusCode: r.status_code,
      at: iso(r.at),
    }),
  };
}
