import { defineConfig } from 'drizzle-kit';
import { DRIZZLE_TARGETS } from './scripts/drizzle-targets';

// One drizzle-kit config for every schema: DRIZZLE_TARGET names the service (`npm run db:generate` runs each one),
// DRIZZLE_OUT overrides where its migrations are written (the drift test generates into a copy).
const name = process.env.DRIZZLE_TARGET ?? '';
const target = DRIZZLE_TARGETS[name];
if (!target) throw new Error(`DRIZZLE_TARGET must be one of ${Object.keys(DRIZZLE_TARGETS).join(', ')}`);

export default defineConfig({
  dialect: 'postgresql',
  schema: target.schema,
  out: process.env.DRIZZLE_OUT ?? target.out,
});
