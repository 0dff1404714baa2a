import { pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import type { Migration } from '@techpack/platform';

// The manufacturing partner's settings: its own language (the default for what it opens), one row per partner
// ('partner', the holder of MANUFACTURER_API_KEY). A sample order records the language of the pack it was ordered
// from in sample_orders.pack_language.
export const partnerSettings = pgSchema('orders').table('partner_settings', {
  partner: text('partner').primaryKey(),
  language: text('language').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const factoryLanguageMigration: Migration = {
  id: '0006_factory_language',
  sql: `
    alter table orders.sample_orders add column if not exists pack_language text;
    create table orders.partner_settings (
      partner text primary key,
      language text not null,
      updated_by text not null,
      updated_at timestamptz not null default now()
    );`,
};
