import { api } from '@techpack/web-shared';
import type { NotificationList } from '@techpack/contracts';

// The designer's notifications (chat service): manufacturer replies, sample order stages, fit sessions.
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<NotificationList, void>({
      query: () => '/api/notifications',
      providesTags: [{ type: 'ChatMessage', id: 'NOTIFICATIONS' }],
    }),
    markNotificationsRead: build.mutation<{ unread: number }, { ids?: string[] }>({
      query: (body) => ({ url: '/api/notifications/read', method: 'POST', body }),
      invalidatesTags: [{ type: 'ChatMessage', id: 'NOTIFICATIONS' }],
    }),
  }),
  overrideExisting: false,
});

export const { useNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
