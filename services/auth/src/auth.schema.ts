import { boolean, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Migration } from '@techpack/platform';

export const AUTH_SCHEMA = 'auth';
const auth = pgSchema(AUTH_SCHEMA);

export const users = auth.table('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  isGoogleUser: boolean('is_google_user').notNull().default(false),
  googleSub: text('google_sub'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

export const admins = auth.table('admins', {
  username: text('username').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  generated: boolean('generated').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authMigrations: Migration[] = [
  {
    id: '0001_users_admins',
    sql: `
      create table auth.users (
        id uuid primary key,
        email text not null unique,
        password_hash text,
        first_name text not null,
        last_name text,
        is_google_user boolean not null default false,
        google_sub text unique,
        created_at timestamptz not null default now(),
        last_login_at timestamptz
      );
      create table auth.admins (
        username text primary key,
        password_hash text not null,
        generated boolean not null default false,
        created_at timestamptz not null default now()
      );`,
  },
];

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
