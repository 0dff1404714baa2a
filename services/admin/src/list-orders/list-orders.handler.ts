import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { AdminOrderView, OrderStatus } from '@techpack/contracts';
import { iso, type Listing } from '../listings/listing';
import { ListHandler } from '../listings/list-handler';

type Row = {
  id: string;
  order_number: string;
  tech_pack_id: string | null;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  fabric_choice: string;
  total_amount: string | number;
  status: string;
  stripe_payment_intent_id: string | null;
  ordered_at: string;
  paid_at: string | null;
  user_email: string | null;
};

// Sample orders, newest first (?userId= for one designer's).
@Injectable()
export class ListOrdersHandler extends ListHandler<Row, AdminOrderView> {
  protected readonly listing: Listing<Row, AdminOrderView> = {
    table: 'orders',
    orderBy: 't.ordered_at desc, t.id desc',
    select: sql`select t.id, t.order_number, t.tech_pack_id, t.user_id, t.email, t.first_name, t.last_name, t.fabric_choice,
      t.total_amount, t.status, t.stripe_payment_intent_id, t.ordered_at, t.paid_at,
      (select u.email from admin.users u where u.id = t.user_id) as user_email`,
    match: { userId: 'user_id' },
    view: (r) => ({
      id: r.id,
      orderNumber: r.order_number,
      techPackId: r.tech_pack_id,
      userId: r.user_id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      fabricChoice: r.fabric_choice,
      totalAmount: Number(r.total_amount),
      // the read model's status comes from the orders' events
      status: r.status as OrderStatus,
      stripePaymentIntentId: r.stripe_payment_intent_id,
      orderedAt: iso(r.ordered_at),
      paidAt: iso(r.paid_at),
      user: { email: r.user_email || r.email },
    }),
  };
}
