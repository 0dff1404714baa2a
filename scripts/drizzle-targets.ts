// The Drizzle schemas drizzle-kit generates migrations from: the schema files of each service (and of the platform
// tables alone), and the folder each one's migrations live in (read at start by the service's MigrationSet).
export const DRIZZLE_TARGETS: Record<string, { schema: string[]; out: string }> = {
  platform: { schema: ['libs/platform/src/platform.schema.ts'], out: 'libs/platform/drizzle' },
  admin: { schema: ['services/admin/src/admin.schema.ts'], out: 'services/admin/drizzle' },
  auth: { schema: ['services/auth/src/auth.schema.ts'], out: 'services/auth/drizzle' },
  chat: {
    schema: ['services/chat/src/chat.schema.ts', 'services/chat/src/notifications/notifications.schema.ts'],
    out: 'services/chat/drizzle',
  },
  'orders-payments': {
    schema: [
      'services/orders-payments/src/orders.schema.ts',
      'services/orders-payments/src/record-fit-session/fit-photo-writes.schema.ts',
      'services/orders-payments/src/partner/partner-settings.schema.ts',
    ],
    out: 'services/orders-payments/drizzle',
  },
  'techpack-pdf': {
    schema: [
      'services/techpack-pdf/src/techpack.schema.ts',
      'services/techpack-pdf/src/revisions/talk.schema.ts',
    ],
    out: 'services/techpack-pdf/drizzle',
  },
  'upload-analysis': {
    schema: ['services/upload-analysis/src/uploads/upload.schema.ts'],
    out: 'services/upload-analysis/drizzle',
  },
};
