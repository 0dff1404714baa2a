import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery, AdminMessageView } from '@techpack/contracts';
import { DATABASE, type DatabaseHandle } from '@techpack/platform';
import { iso, page, type Page } from '../listings/listing';

type Row = {
  id: string; tech_pack_id: string; user_id: string; user_email: string; sender: string; message: string;
  message_type: string; sent_at: string;
};

// Chat messages, newest first (?techPackId= for one conversation, ?userId= for one designer's).
@Injectable()
export class ListMessagesHandler {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  execute(query: AdminListQuery): Promise<Page<AdminMessageView>> {
    const filters: SQL[] = [];
    if (query.techPackId) filters.push(sql`t.tech_pack_id = ${query.techPackId}`);
    if (query.userId) filters.push(sql`t.user_id = ${query.userId}`);
    return page<Row, AdminMessageView>(
      this.database,
      {
        table: 'messages',
        counter: 'messages',
        orderBy: 't.sent_at desc, t.id desc',
        select: sql`select t.id, t.tech_pack_id, t.user_id, t.sender, t.message, t.message_type, t.sent_at,
          coalesce((select u.email from admin.users u where u.id = t.user_id), t.user_email) as user_email`,
        filters,
      },
      query,
      (r) => ({
        id: r.id,
        techPackId: r.tech_pack_id,
        userId: r.user_id,
        sender: r.sender,
        message: r.message,
        messageType: r.message_type,
        sentAt: iso(r.sent_at),
        user: { email: r.user_email },
      }),
    );
  }
}
