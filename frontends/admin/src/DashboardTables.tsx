import { Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { styleNameOf } from '@techpack/web-shared';
import { ScrollTable } from './ScrollTable';
import { formatDate, messagePreview, userType } from './admin.format';
import type { AdminMessage, AdminTechPack, AdminUser, OperatorAction } from './admin.types';
import { Empty } from './DashboardParts';
import { openPdf } from './dashboard-helpers';
import type { ReplyTarget } from './ReplyDialog';

export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <ScrollTable label="Users">
      <Table size="small" aria-label="Users">
        <TableHead>
          <TableRow>
            <TableCell>Email</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Joined</TableCell>
            <TableCell>Last Login</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 && <Empty cols={5} text="No users found" />}
          {users.map((u) => (
            <TableRow key={u.id} data-testid="user-row">
              <TableCell>{u.email}</TableCell>
              <TableCell>{[u.firstName, u.lastName].filter(Boolean).join(' ')}</TableCell>
              <TableCell>
                <Chip size="small" label={userType(u)} color={u.isGoogleUser ? 'info' : 'default'} variant="outlined" />
              </TableCell>
              <TableCell>{formatDate(u.createdAt)}</TableCell>
              <TableCell>{formatDate(u.lastLoginAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
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
  return (
    <ScrollTable label="Tech packs">
      <Table size="small" aria-label="Tech Packs">
        <TableHead>
          <TableRow>
            <TableCell>Design</TableCell>
            <TableCell>Garment</TableCell>
            <TableCell>Designer</TableCell>
            {!compact && <TableCell>Created</TableCell>}
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {packs.length === 0 && <Empty cols={compact ? 4 : 5} text="No tech packs found" />}
          {packs.map((p) => (
            <TableRow key={p.id} data-testid="techpack-row">
              <TableCell>
                <Typography variant="body2" fontWeight={600}>
                  {styleNameOf(p)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[p.styleNumber, p.upload?.originalName].filter(Boolean).join(' · ')}
                </Typography>
              </TableCell>
              <TableCell>
                {p.aiAnalysis?.garmentType ?? p.upload?.garmentType ?? '-'}
                {p.aiAnalysis?.silhouette ? ` (${p.aiAnalysis.silhouette})` : ''}
              </TableCell>
              <TableCell>{p.user?.email ?? '-'}</TableCell>
              {!compact && <TableCell>{formatDate(p.createdAt)}</TableCell>}
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => void openPdf(p.id)}>
                    Open PDF
                  </Button>
                  <Button size="small" onClick={() => onReply({ techPackId: p.id, context: styleNameOf(p) })}>
                    Reply
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

export function MessagesTable({ messages, onReply }: { messages: AdminMessage[]; onReply: (t: ReplyTarget) => void }) {
  return (
    <ScrollTable label="Messages">
      <Table size="small" aria-label="Messages">
        <TableHead>
          <TableRow>
            <TableCell>From</TableCell>
            <TableCell>Message</TableCell>
            <TableCell>Designer</TableCell>
            <TableCell>Sent</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {messages.length === 0 && <Empty cols={5} text="No messages found" />}
          {messages.map((m) => (
            <TableRow key={m.id} data-testid="message-row">
              <TableCell>
                <Chip size="small" label={m.sender} variant="outlined" color={m.sender === 'manufacturer' ? 'primary' : 'default'} />
              </TableCell>
              <TableCell sx={{ maxWidth: 480 }}>{messagePreview(m.message)}</TableCell>
              <TableCell>{m.user?.email ?? '-'}</TableCell>
              <TableCell>{formatDate(m.sentAt)}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => onReply({ techPackId: m.techPackId, context: messagePreview(m.message) })}>
                  Reply
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

const ACTION_LABELS: Record<string, string> = {
  'manufacturer-reply': 'Replied as manufacturer',
  'order-status-change': 'Changed order status',
  'pdf-opened': 'Opened tech pack PDF',
  'rebuild-read-models': 'Rebuilt read models',
};

// Who did what and when (recorded by the admin service).
export function ActionsTable({ actions }: { actions: OperatorAction[] }) {
  return (
    <ScrollTable label="Operator actions">
      <Table size="small" aria-label="Operator Actions">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Operator</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Target</TableCell>
            <TableCell>Outcome</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {actions.length === 0 && <Empty cols={5} text="No operator actions yet" />}
          {actions.map((a) => (
            <TableRow key={a.id} data-testid="action-row">
              <TableCell>{formatDate(a.at)}</TableCell>
              <TableCell>{a.operator}</TableCell>
              <TableCell>{ACTION_LABELS[a.action] ?? a.action}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{a.targetId}</TableCell>
              <TableCell>
                <Chip size="small" label={a.outcome} color={a.outcome === 'succeeded' ? 'success' : 'error'} variant="outlined" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
