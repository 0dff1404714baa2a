import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { AdminUserView } from '@techpack/contracts';
import { iso, type Listing } from '../listings/listing';
import { ListHandler } from '../listings/list-handler';

type Row = {
  id: string;
  email: string;
  first_name: string;
  last_name: string | null;
  is_google_user: boolean;
  created_at: string;
  last_login_at: string | null;
};

// Designer accounts, newest first (?userId= for one).
@Injectable()
export class ListUsersHandler extends ListHandler<Row, AdminUserView> {
  protected readonly listing: Listing<Row, AdminUserView> = {
    table: 'users',
    orderBy: 't.created_at desc, t.id desc',
    select: sql`select t.id, t.email, t.first_name, t.last_name, t.is_google_user, t.created_at, t.last_login_at`,
    match: { userId: 'id' },
    view: (r) => ({
      id: r.id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      isGoogleUser: r.is_google_user,
      createdAt: iso(r.created_at)!,
      lastLoginAt: iso(r.last_login_at),
    }),
  };
}
