import { useEffect } from 'react';
import { useAuth, useMarkNotificationsReadMutation, useNotificationsQuery } from '@techpack/web-shared';

// The designer's notifications (web-shared's notificationsApi; the shell's bell reads the same cache entry): the
// unread manufacturer replies of one conversation light the floating chat's dot, and opening it marks them read.
export function useUnreadReplies(techPackId: string | undefined): string[] {
  const { token } = useAuth();
  const { data } = useNotificationsQuery(undefined, { skip: !token || !techPackId, pollingInterval: 60_000 });
  return (data?.items ?? [])
    .filter((n) => !n.read && n.kind === 'manufacturer-reply' && n.techPackId === techPackId)
    .map((n) => n.id);
}

// Marks the conversation's unread replies read while it is open (again when a new one arrives).
export function useMarkConversationRead(techPackId: string | undefined, messageCount: number): void {
  const unread = useUnreadReplies(techPackId);
  const [markRead] = useMarkNotificationsReadMutation();
  const key = unread.join(',');
  useEffect(() => {
    if (key) void markRead({ ids: key.split(',') });
  }, [key, messageCount, markRead]);
}
