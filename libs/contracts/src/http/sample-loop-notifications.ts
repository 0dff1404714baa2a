import { z } from 'zod';

// The designer's notifications (partner replies, order status, fit sessions, comments).
// ./sample-loop.ts re-exports them.

// GET /api/notifications
export const NOTIFICATION_KINDS = ['manufacturer-reply', 'order-status', 'fit-session', 'comment'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  techPackId: z.string().optional(),
  orderId: z.string().optional(),
  text: z.string(),
  at: z.string(),
  read: z.boolean(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

// POST /api/notifications/read { ids? } (absent: all) -> { unread }
export const notificationReadRequest = z.object({
  ids: z.array(z.string().max(100)).max(500, 'At most 500 ids at a time').optional(),
});
export const notificationReadResponse = z.object({ unread: z.number().int() });
