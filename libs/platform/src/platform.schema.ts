import { platformTables } from './platform-tables';

// The platform tables alone, in a placeholder schema: the migrations generated from this file (libs/platform/drizzle)
// are applied to any schema by renaming it (`platformMigrations` in ./migrations.ts), for stores that have no service
// schema of their own.
export const PLATFORM_TEMPLATE_SCHEMA = 'platform';
export const { outbox, processedEvents } = platformTables(PLATFORM_TEMPLATE_SCHEMA);
