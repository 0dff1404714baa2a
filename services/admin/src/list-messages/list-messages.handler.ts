import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { AdminMessageView } from '@techpack/contracts';
import { iso, type Listing } from '../listings/listing';
import { ListHandler } from '../listings/list-handler';

type Row = {
  id: string;
  tech_pack_id: string;
  user_id: string;
  user_email: string;
  sender: string;
  message: string;
  message_type: string;
  sent_at: string;
};

// Chat messages, newest first (?techPackId= for one conversation, ?userId= for one designer's).
@Injectable()
export class ListMessagesHandler extends ListHandler<Row, AdminMessageView> {
  protected readonly listing: Listing<Row, AdminMessageView> = {
    table: 'messages',
    orderBy: 't.sent_at desc, t.id desc',
    select: sql`select t.id, t.tech_pack_id, t.user_id, t.sender, t.message, t.message_type, t.sent_at,
      coalesce((select u.email from admin.users u where u.id = t.user_id), t.user_email) as user_email`,
    match: { techPackId: 'tech_pack_id', userId: 'user_id' },
    view: (r) => ({
      id: r.id,
      techPackId: r.tech_pack_id,
      userId: r.user_id,
      sender: r.sender,
      message: r.message,
      messageType: r.message_type,
      sentAt: iso(r.sent_at),
      user: { email: r.user_email },
    }),
  };
}
