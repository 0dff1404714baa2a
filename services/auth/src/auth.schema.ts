import { boolean, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platformTables } from '@techpack/platform';

export const AUTH_SCHEMA = 'auth';
const auth = pgSchema(AUTH_SCHEMA);

export const users = auth.table('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique('users_email_key'),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  isGoogleUser: boolean('is_google_user').notNull().default(false),
  googleSub: text('google_sub').unique('users_google_sub_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

export const admins = auth.table('admins', {
  username: text('username').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  generated: boolean('generated').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const { outbox, processedEvents } = platformTables(AUTH_SCHEMA);

export type UserRow = typeof users.$inferSelect;

export function toPublicUser(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    isGoogleUser: u.isGoogleUser,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
  };
}
