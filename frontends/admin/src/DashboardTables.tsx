import { Button, Chip, Stack, Typography } from '@mui/material';
import { styleNameOf } from '@techpack/web-shared';
import { formatDate, messagePreview, userType } from './admin.format';
import type { AdminMessage, AdminTechPack, AdminUser, OperatorAction } from './admin.types';
import { DataTable, type Column } from './DataTable';
import { openPdf } from './dashboard-helpers';
import type { ReplyTarget } from './ReplyDialog';

const USER_COLUMNS: Column<AdminUser>[] = [
  { header: 'Email', cell: (u) => u.email },
  { header: 'Name', cell: (u) => [u.firstName, u.lastName].filter(Boolean).join(' ') },
  {
    header: 'Type',
    cell: (u) => (
      <Chip size="small" label={userType(u)} color={u.isGoogleUser ? 'info' : 'default'} variant="outlined" />
    ),
  },
  { header: 'Joined', cell: (u) => formatDate(u.createdAt) },
  { header: 'Last Login', cell: (u) => formatDate(u.lastLoginAt) },
];

export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <DataTable
      label="Users"
      ariaLabel="Users"
      rows={users}
      columns={USER_COLUMNS}
      emptyText="No users found"
      rowTestId="user-row"
    />
  );
}

export function TechPacksTable({
  packs,
  onReply,
  compact = false,
}: {
  packs: AdminTechPack[];
  onReply: (t: ReplyTarget) => void;
  compact?: boolean;
}) {
  const columns: Column<AdminTechPack>[] = [
    {
      header: 'Design',
      cell: (p) => (
        <>
          <Typography variant="body2" fontWeight={600}>
            {styleNameOf(p)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {[p.styleNumber, p.upload?.originalName].filter(Boolean).join(' · ')}
          </Typography>
        </>
      ),
    },
    {
      header: 'Garment',
      cell: (p) => (
        <>
          {p.aiAnalysis?.garmentType ?? p.upload?.garmentType ?? '-'}
          {p.aiAnalysis?.silhouette ? ` (${p.aiAnalysis.silhouette})` : ''}
        </>
      ),
    },
    { header: 'Designer', cell: (p) => p.user?.email ?? '-' },
    { header: 'Created', cell: (p) => formatDate(p.createdAt), hidden: compact },
    {
      header: 'Actions',
      cell: (p) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => void openPdf(p.id)}>
            Open PDF
          </Button>
          <Button size="small" onClick={() => onReply({ techPackId: p.id, context: styleNameOf(p) })}>
            Reply
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      label="Tech packs"
      ariaLabel="Tech Packs"
      rows={packs}
      columns={columns}
      emptyText="No tech packs found"
      rowTestId="techpack-row"
    />
  );
}

export function MessagesTable({
  messages,
  onReply,
}: {
  messages: AdminMessage[];
  onReply: (t: ReplyTarget) => void;
}) {
  const columns: Column<AdminMessage>[] = [
    {
      header: 'From',
      cell: (m) => (
        <Chip
          size="small"
          label={m.sender}
          variant="outlined"
          color={m.sender === 'manufacturer' ? 'primary' : 'default'}
        />
      ),
    },
    { header: 'Message', cell: (m) => messagePreview(m.message), sx: { maxWidth: 480 } },
    { header: 'Designer', cell: (m) => m.user?.email ?? '-' },
    { header: 'Sent', cell: (m) => formatDate(m.sentAt) },
    {
      header: 'Actions',
      cell: (m) => (
        <Button
          size="small"
          onClick={() => onReply({ techPackId: m.techPackId, context: messagePreview(m.message) })}
        >
          Reply
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Messages"
      ariaLabel="Messages"
      rows={messages}
      columns={columns}
      emptyText="No messages found"
      rowTestId="message-row"
    />
  );
}

const ACTION_LABELS: Record<string, string> = {
  'manufacturer-reply': 'Replied as manufacturer',
  'order-status-change': 'Changed order status',
  'pdf-opened': 'Opened tech pack PDF',
  'rebuild-read-models': 'Rebuilt read models',
};

const ACTION_COLUMNS: Column<OperatorAction>[] = [
  { header: 'When', cell: (a) => formatDate(a.at) },
  { header: 'Operator', cell: (a) => a.operator },
  { header: 'Action', cell: (a) => ACTION_LABELS[a.action] ?? a.action },
  { header: 'Target', cell: (a) => a.targetId, sx: { fontFamily: 'monospace', fontSize: 12 } },
  {
    header: 'Outcome',
    cell: (a) => (
      <Chip
        size="small"
        label={a.outcome}
        color={a.outcome === 'succeeded' ? 'success' : 'error'}
        variant="outlined"
      />
    ),
  },
];

// Who did what and when (recorded by the admin service).
export function ActionsTable({ actions }: { actions: OperatorAction[] }) {
  return (
    <DataTable
      label="Operator actions"
      ariaLabel="Operator Actions"
      rows={actions}
      columns={ACTION_COLUMNS}
      emptyText="No operator actions yet"
      rowTestId="action-row"
    />
  );
}
