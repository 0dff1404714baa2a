import { pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

// The manufacturing partner's settings: its own language (the default for what it opens), one row per partner
// ('partner', the holder of MANUFACTURER_API_KEY). A sample order records the language of the pack it was ordered
// from in sample_orders.pack_language.
export const partnerSettings = pgSchema('orders').table('partner_settings', {
  partner: text('partner').primaryKey(),
  language: text('language').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
