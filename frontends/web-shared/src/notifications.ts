import type { NotificationList } from '@techpack/contracts';
import { api } from './api';

// The designer's notifications (chat service: manufacturer replies, sample order stages, fit sessions), one cache
// entry for every front end: the shell's bell and the floating chat's unread dot read the same list, and marking
// some read (POST /api/notifications/read) refreshes both.
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
