import { useEffect, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { io } from 'socket.io-client';
import type { AppNotification } from '@techpack/contracts';
import {
  navigate,
  toast,
  useAuth,
  useMarkNotificationsReadMutation,
  useNotificationsQuery,
} from '@techpack/web-shared';
import { useDispatch } from 'react-redux';
import { liveUpdate } from './live-updates';

// The nav bar's bell: the unread count (GET /api/notifications, again every 60 s), a toast when a notification arrives
// live on the chat socket ('notification'), and the latest items; opening one marks it read and goes where it is about.
const TITLE: Record<AppNotification['kind'], string> = {
  'manufacturer-reply': 'New message',
  'order-status': 'Sample order',
  'fit-session': 'Fit session',
  comment: 'Comment on a tech pack',
};

function target(n: AppNotification): string {
  if (n.kind === 'manufacturer-reply' && n.techPackId) return `/chat/${encodeURIComponent(n.techPackId)}`;
  if ((n.kind === 'fit-session' || n.kind === 'comment') && n.techPackId)
    return `/styles/${encodeURIComponent(n.techPackId)}${n.kind === 'fit-session' ? '/fit' : n.kind === 'comment' ? '/comments' : ''}`;
  return '/orders';
}

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

export function NotificationBell() {
  const { token } = useAuth();
  const list = useNotificationsQuery(undefined, { skip: !token, pollingInterval: 60_000 });
  const [markRead] = useMarkNotificationsReadMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const greeted = useRef(false);
  const { refetch } = list;
  const dispatch = useDispatch();

  useEffect(() => {
    // no live channel in unit tests (jsdom): the count still comes from the API
    if (!token || /jsdom/i.test(navigator.userAgent)) return undefined;
    const socket = io({
      path: '/socket.io',
      auth: { token },
      transports: ['websocket', 'polling'],
      reconnectionDelay: 2000,
      reconnectionDelayMax: 30_000,
    });
    const onNotification = (n: AppNotification) => {
      toast({ title: TITLE[n.kind] ?? 'Notification', description: n.text });
      void refetch();
      // the open page it concerns updates (an order's card, the pack)
      dispatch(liveUpdate(n));
    };
    socket.on('notification', onNotification);
    return () => {
      socket.off('notification', onNotification);
      socket.disconnect();
    };
  }, [token, refetch, dispatch]);

  if (!token) return null;
  const unread = list.data?.unread ?? 0;
  if (list.data && !greeted.current) {
    // what happened while the designer was away, said once when they come back
    greeted.current = true;
    const first = list.data.items.find((n) => !n.read);
    if (unread > 0 && first)
      setTimeout(
        () =>
          toast({ title: `${unread} new notification${unread === 1 ? '' : 's'}`, description: first.text }),
        0,
      );
  }
  const items = (list.data?.items ?? []).slice(0, 10);
  const open = async (n: AppNotification) => {
    setAnchor(null);
    if (!n.read) await markRead({ ids: [n.id] });
    void refetch();
    navigate(target(n));
  };
  const readAll = async () => {
    await markRead({});
    void refetch();
  };

  return (
    <>
      {/* the name holds the count the badge shows (no badge, not even a hidden one, when nothing is unread) */}
      <IconButton
        aria-label={unread > 0 ? `Notifications: ${unread > 99 ? '99+' : unread} unread` : 'Notifications'}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="notification-bell"
      >
        {unread > 0 ? (
          <Badge badgeContent={unread} color="error" max={99} data-testid="notification-unread">
            <BellIcon />
          </Badge>
        ) : (
          <BellIcon />
        )}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '92vw' } } }}
      >
        {items.length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">No notifications yet</Typography>
          </MenuItem>
        )}
        {items.map((n) => (
          <MenuItem
            key={n.id}
            onClick={() => void open(n)}
            sx={{
              whiteSpace: 'normal',
              alignItems: 'flex-start',
              bgcolor: n.read ? undefined : 'action.hover',
            }}
            data-testid="notification-item"
          >
            <ListItemText
              primary={TITLE[n.kind] ?? 'Notification'}
              secondary={`${n.text} · ${new Date(n.at).toLocaleString()}`}
              slotProps={{
                primary: { sx: { fontWeight: n.read ? 500 : 800, fontSize: 14 } },
                secondary: { sx: { fontSize: 13 } },
              }}
            />
          </MenuItem>
        ))}
        {unread > 0 && (
          <MenuItem onClick={() => void readAll()} sx={{ justifyContent: 'center' }}>
            <Button size="small">Mark all as read</Button>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
