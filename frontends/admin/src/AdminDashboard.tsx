import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Grid,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { ScrollTable } from './ScrollTable';
import { navigate, styleNameOf, toast } from '@techpack/web-shared';
import {
  POLL,
  useAdminActionsQuery,
  useAdminMessagesQuery,
  useAdminOrderStatusMutation,
  useAdminOrdersQuery,
  useAdminReplyMutation,
  useAdminStatsQuery,
  useAdminSystemStatusQuery,
  useAdminTechPacksQuery,
  useAdminUploadsQuery,
  useAdminUsersQuery,
} from './admin.api';
import { adminErrorMessage, adminFetch } from './admin.http';
import { clearAdminToken, getAdminToken } from './admin.session';
import {
  fabricLabel,
  filterOrders,
  filterUsers,
  formatDate,
  messagePreview,
  money,
  OPERATOR_STATUSES,
  STATUS_LABELS,
  truncatePaymentId,
  userType,
} from './admin.format';
import type { AdminMessage, AdminOrder, AdminTechPack, AdminUser, OperatorAction, SystemStatus } from './admin.types';

type TabKey = 'overview' | 'users' | 'orders' | 'tech-packs' | 'messages';

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function mergeById<T extends { id: string }>(a: T[], b: T[] | undefined): T[] {
  if (!b || b.length === 0) return a;
  const seen = new Set(a.map((x) => x.id));
  return [...a, ...b.filter((x) => !seen.has(x.id))];
}

// Open a tech pack's PDF with the admin token (recorded server-side as an operator action).
async function openPdf(techPackId: string) {
  const win = typeof window.open === 'function' ? window.open('', '_blank') : null;
  try {
    const res = await adminFetch(`/api/admin/tech-packs/${encodeURIComponent(techPackId)}/pdf`);
    const url = URL.createObjectURL(await res.blob());
    if (win) win.location.href = url;
    else window.location.assign(url);
  } catch (e) {
    win?.close();
    toast({ title: 'PDF Unavailable', description: adminErrorMessage(e, 'Could not open the PDF'), variant: 'destructive' });
  }
}

export default function AdminDashboard() {
  const [token] = useState(() => getAdminToken());
  useEffect(() => {
    if (!token) navigate('/admin-login', { replace: true });
  }, [token]);
  if (!token) return null;
  return <Dashboard />;
}

function Dashboard() {
  const [tab, setTab] = useState<TabKey>('overview');
  const [search, setSearch] = useState('');
  const [replyTarget, setReplyTarget] = useState<{ techPackId: string; context?: string } | null>(null);
  const term = useDebounced(search.trim(), 300);

  const stats = useAdminStatsQuery(undefined, { pollingInterval: POLL.stats });
  const users = useAdminUsersQuery(undefined, { pollingInterval: POLL.users });
  const uploads = useAdminUploadsQuery(undefined, { pollingInterval: POLL.uploads });
  const techPacks = useAdminTechPacksQuery(undefined, { pollingInterval: POLL.techPacks });
  const orders = useAdminOrdersQuery(undefined, { pollingInterval: POLL.orders });
  const messages = useAdminMessagesQuery(undefined, { pollingInterval: POLL.messages });
  const status = useAdminSystemStatusQuery(undefined, { pollingInterval: POLL.status });
  const actions = useAdminActionsQuery(undefined, { pollingInterval: POLL.orders });
  // Server-side search reaches past what is loaded; the client filter below keeps the spec's behaviour.
  const userSearch = useAdminUsersQuery({ q: term, limit: 200 }, { skip: term.length < 2 });
  const orderSearch = useAdminOrdersQuery({ q: term, limit: 200 }, { skip: term.length < 2 });

  const allUsers = useMemo(() => mergeById(users.data?.items ?? [], term.length >= 2 ? userSearch.data?.items : undefined), [users.data, userSearch.data, term]);
  const allOrders = useMemo(() => mergeById(orders.data?.items ?? [], term.length >= 2 ? orderSearch.data?.items : undefined), [orders.data, orderSearch.data, term]);
  const shownUsers = useMemo(() => filterUsers(allUsers, search), [allUsers, search]);
  const shownOrders = useMemo(() => filterOrders(allOrders, search), [allOrders, search]);
  const packs = techPacks.data?.items ?? [];
  const msgs = messages.data?.items ?? [];

  const queries = [stats, users, uploads, techPacks, orders, messages, status, actions];
  const error = queries.find((q) => q.error)?.error as { message?: string } | undefined;

  const [refreshing, setRefreshing] = useState(false);
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  async function refreshAll() {
    setRefreshing(true);
    const all: { refetch: () => unknown }[] = [...queries];
    if (term.length >= 2) all.push(userSearch, orderSearch);
    const results = await Promise.allSettled(all.map((q) => Promise.resolve(q.refetch())));
    setRefreshing(false);
    const failed = results.some((r) => r.status === 'rejected' || (r.value as { isError?: boolean } | undefined)?.isError);
    const at = new Date();
    setRefreshedAt(at);
    toast(
      failed
        ? { title: 'Refresh incomplete', description: 'Some data could not be refreshed; the rest is current.', variant: 'destructive' }
        : { title: 'Data refreshed', description: `Every panel shows live data as of ${at.toLocaleTimeString()}.` },
    );
  }

  function logout() {
    clearAdminToken();
    navigate('/admin-login', { replace: true });
  }

  const s = stats.data;
  const loading = stats.isLoading || users.isLoading;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.50', pb: 4 }}>
      <Paper square elevation={1} sx={{ px: { xs: 2, sm: 3 }, py: 2, mb: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} justifyContent="space-between">
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="h5" component="h1" fontWeight={700}>
              Admin Dashboard
            </Typography>
            <Chip label="Live Data" size="small" variant="outlined" data-testid="live-badge" sx={{ color: 'success.dark', borderColor: 'success.dark' }} />
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => void refreshAll()} disabled={refreshing} aria-describedby="refreshed-at">
              {refreshing ? 'Refreshing…' : 'Refresh Data'}
            </Button>
            <Button variant="contained" color="error" onClick={logout}>
              Admin Logout
            </Button>
          </Stack>
        </Stack>
        <Typography id="refreshed-at" variant="caption" color="text.secondary" role="status" sx={{ display: 'block', mt: 0.5 }}>
          {refreshedAt ? `Refreshed at ${refreshedAt.toLocaleTimeString()}` : ''}
        </Typography>
      </Paper>

      <Container maxWidth="xl">
        <Stack spacing={3}>
          <Alert severity="success">
            <strong>Admin Access Active</strong> - you are viewing live data from every service.
          </Alert>
          {error?.message && <Alert severity="error">{error.message}</Alert>}

          <Grid container spacing={2}>
            <StatCard title="Total Users" value={loading ? '...' : String(s?.totalUsers ?? 0)} note={`${s?.activeUsers7d ?? 0} active in last 7 days`} testId="stat-users" />
            <StatCard
              title="Total Revenue"
              value={loading ? '...' : money(s?.totalRevenue ?? 0)}
              note={plural(s?.paidOrderCount ?? s?.orderCount ?? 0)}
              detail={
                s?.paidOrderCount !== undefined
                  ? `paid, not refunded or cancelled; ${s.orderCount} placed in all`
                  : undefined
              }
              testId="stat-revenue"
            />
            <StatCard title="Tech Packs" value={loading ? '...' : String(s?.techPackCount ?? 0)} note={`generated from ${s?.uploadCount ?? 0} uploads`} testId="stat-techpacks" />
            <StatCard title="Chat Messages" value={loading ? '...' : String(s?.messageCount ?? 0)} note="between designers and the manufacturer" testId="stat-messages" />
          </Grid>

          <TextField
            placeholder="Search users, orders, emails..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { 'aria-label': 'Search users, orders, emails...' } }}
          />

          <Paper>
            <Tabs value={tab} onChange={(_e, v: TabKey) => setTab(v)} variant="scrollable" allowScrollButtonsMobile>
              <Tab value="overview" label="Overview" />
              <Tab value="users" label="Users" />
              <Tab value="orders" label="Orders" />
              <Tab value="tech-packs" label="Tech Packs" />
              <Tab value="messages" label="Messages" />
            </Tabs>
            <Divider />
            <Box sx={{ p: 2 }}>
              {tab === 'overview' && (
                <Grid container spacing={2}>
                  {/* side by side only where both tables fit whole (at 1280 the tech packs' Reply buttons fell outside the card) */}
                  <Grid size={{ xs: 12, xl: 6 }}>
                    <Section title="Recent Orders">
                      <OrdersTable orders={shownOrders.slice(0, 10)} compact />
                    </Section>
                  </Grid>
                  <Grid size={{ xs: 12, xl: 6 }}>
                    <Section title="Recent Tech Packs">
                      <TechPacksTable packs={packs.slice(0, 10)} onReply={setReplyTarget} compact />
                    </Section>
                  </Grid>
                  <Grid size={{ xs: 12 }}>
                    <Section title="Operator Actions">
                      <ActionsTable actions={(actions.data?.items ?? []).slice(0, 10)} />
                    </Section>
                  </Grid>
                </Grid>
              )}
              {tab === 'users' && (
                <Section title={`Users (${shownUsers.length}${users.data && users.data.total > allUsers.length ? ` of ${users.data.total}` : ''})`}>
                  <UsersTable users={shownUsers} />
                </Section>
              )}
              {tab === 'orders' && (
                <Section title={`Orders (${shownOrders.length})`}>
                  <OrdersTable orders={shownOrders} />
                </Section>
              )}
              {tab === 'tech-packs' && (
                <Section title={`Tech Packs (${packs.length}${techPacks.data && techPacks.data.total > packs.length ? ` of ${techPacks.data.total}` : ''})`}>
                  <TechPacksTable packs={packs} onReply={setReplyTarget} />
                </Section>
              )}
              {tab === 'messages' && (
                <Section title={`Messages (${msgs.length}${messages.data && messages.data.total > msgs.length ? ` of ${messages.data.total}` : ''})`}>
                  <MessagesTable messages={msgs} onReply={setReplyTarget} />
                </Section>
              )}
            </Box>
          </Paper>

          <StatusPanel status={status.data} failed={!!status.error} />
        </Stack>
      </Container>
      <ReplyDialog target={replyTarget} onClose={() => setReplyTarget(null)} />
    </Box>
  );
}

const plural = (n: number) => `from ${n} sample order${n === 1 ? '' : 's'}`;

function StatCard({ title, value, note, detail, testId }: { title: string; value: string; note: string; detail?: string; testId: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Card data-testid={testId}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {title}
          </Typography>
          <Typography variant="h4" fontWeight={700}>
            {value}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
            {note}
          </Typography>
          {detail && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
              {detail}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Empty({ cols, text }: { cols: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={cols}>
        <Typography variant="body2" color="text.secondary" textAlign="center">
          {text}
        </Typography>
      </TableCell>
    </TableRow>
  );
}

function UsersTable({ users }: { users: AdminUser[] }) {
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

function OrdersTable({ orders, compact = false }: { orders: AdminOrder[]; compact?: boolean }) {
  return (
    <ScrollTable label="Orders">
      <Table size="small" aria-label="Orders">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            {!compact && <TableCell>Fabric</TableCell>}
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
            {!compact && <TableCell>Payment</TableCell>}
            {!compact && <TableCell>Ordered</TableCell>}
            {!compact && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.length === 0 && <Empty cols={compact ? 4 : 8} text="No orders found" />}
          {orders.map((o) => (
            <TableRow key={o.id} data-testid="order-row">
              <TableCell>{o.orderNumber}</TableCell>
              <TableCell>
                <Typography variant="body2">{[o.firstName, o.lastName].filter(Boolean).join(' ')}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {o.user?.email ?? o.email}
                </Typography>
              </TableCell>
              {!compact && <TableCell>{fabricLabel(o.fabricChoice)}</TableCell>}
              <TableCell align="right">{money(o.totalAmount)}</TableCell>
              <TableCell>
                <StatusBadge status={o.status} />
              </TableCell>
              {!compact && (
                <TableCell>
                  <Typography variant="caption" sx={{ fontFamily: 'monospace' }} title={o.stripePaymentIntentId ?? undefined}>
                    {truncatePaymentId(o.stripePaymentIntentId)}
                  </Typography>
                </TableCell>
              )}
              {!compact && <TableCell>{formatDate(o.orderedAt)}</TableCell>}
              {!compact && (
                <TableCell>
                  <OrderStatusMenu order={o} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

// Spec: 'paid' is the primary badge, every other status secondary.
export function StatusBadge({ status }: { status: string }) {
  return <Chip size="small" label={status} color={status === 'paid' ? 'primary' : 'secondary'} data-badge={status === 'paid' ? 'primary' : 'secondary'} />;
}

function OrderStatusMenu({ order }: { order: AdminOrder }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changeStatus, { isLoading }] = useAdminOrderStatusMutation();
  const options = OPERATOR_STATUSES[order.status] ?? [];
  async function choose(status: string) {
    setAnchor(null);
    // a shipped sample carries its parcel: the designer sees the carrier and the tracking link
    let parcel = {};
    if (status === 'shipped') {
      const carrier = window.prompt('Carrier (e.g. UPS, DHL)')?.trim();
      const trackingNumber = carrier ? window.prompt('Tracking number')?.trim() : undefined;
      if (!carrier || !trackingNumber) return;
      const trackingUrl = window.prompt('Tracking link (optional)')?.trim();
      parcel = { carrier, trackingNumber, ...(trackingUrl ? { trackingUrl } : {}) };
    }
    const result = await changeStatus({ id: order.id, status, reason: 'Changed by an operator from the admin dashboard', ...parcel });
    if ('error' in result && result.error) {
      toast({ title: 'Status Change Failed', description: adminErrorMessage(result.error, 'Could not change the order status'), variant: 'destructive' });
    } else {
      toast({ title: 'Order Updated', description: `${order.orderNumber} is now ${STATUS_LABELS[status] ?? status}` });
    }
  }
  return (
    <>
      <Button size="small" variant="outlined" disabled={options.length === 0 || isLoading} onClick={(e) => setAnchor(e.currentTarget)} aria-label={`Change status of ${order.orderNumber}`}>
        {isLoading ? 'Updating...' : 'Change status'}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {options.map((s) => (
          <MenuItem key={s} onClick={() => void choose(s)}>
            {STATUS_LABELS[s] ?? s}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function TechPacksTable({
  packs,
  onReply,
  compact = false,
}: {
  packs: AdminTechPack[];
  onReply: (t: { techPackId: string; context?: string }) => void;
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
                  {[(p as { styleNumber?: string }).styleNumber, p.upload?.originalName].filter(Boolean).join(' · ')}
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

function MessagesTable({ messages, onReply }: { messages: AdminMessage[]; onReply: (t: { techPackId: string; context?: string }) => void }) {
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
function ActionsTable({ actions }: { actions: OperatorAction[] }) {
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

function ReplyDialog({ target, onClose }: { target: { techPackId: string; context?: string } | null; onClose: () => void }) {
  const [text, setText] = useState('');
  const [reply, { isLoading }] = useAdminReplyMutation();
  useEffect(() => {
    if (target) setText('');
  }, [target]);
  async function send() {
    if (!target || !text.trim()) return;
    const result = await reply({ techPackId: target.techPackId, message: text.trim() });
    if ('error' in result && result.error) {
      toast({ title: 'Reply Failed', description: adminErrorMessage(result.error, 'Could not send the reply'), variant: 'destructive' });
      return;
    }
    toast({ title: 'Reply Sent', description: 'The designer sees it in their chat.' });
    onClose();
  }
  return (
    <Dialog open={!!target} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Reply as manufacturer</DialogTitle>
      <DialogContent>
        {target?.context && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {target.context}
          </Typography>
        )}
        <TextField
          label="Reply"
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          disabled={isLoading}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void send()} disabled={isLoading || !text.trim()}>
          {isLoading ? 'Sending...' : 'Send reply'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Health({ ok, okText = 'Healthy', badText = 'Unavailable' }: { ok: boolean; okText?: string; badText?: string }) {
  // dark text on white: AA contrast (the palette's light green is 3.8:1)
  return <Chip size="small" label={ok ? okText : badText} variant="outlined" sx={{ color: ok ? 'success.dark' : 'error.dark', borderColor: ok ? 'success.dark' : 'error.dark', fontWeight: 600 }} />;
}

// The footer reports what the services answer now, not fixed text.
function StatusPanel({ status, failed }: { status?: SystemStatus; failed: boolean }) {
  return (
    <Paper sx={{ p: 2 }} data-testid="system-status">
      <Typography variant="h6" gutterBottom>
        System Status
      </Typography>
      {!status && <Typography variant="body2" color="text.secondary">{failed ? 'System status unavailable' : 'Checking...'}</Typography>}
      {status && (
        <Stack spacing={1}>
          <StatusLine label="Data storage" detail={`${status.storage.label}; ${status.database.label}`} ok={status.storage.healthy && status.database.healthy} />
          <StatusLine
            label="Payment processing"
            detail={
              status.payments.provider
                ? `${status.payments.provider === 'test' ? 'Local test provider (no card charged)' : status.payments.provider === 'stripe' ? 'Stripe' : status.payments.provider}`
                : 'Orders service not reachable'
            }
            ok={status.payments.healthy}
            okText="Active"
          />
          <StatusLine label="Messaging integration" detail="Manufacturer communication (chat)" ok={status.messaging.healthy} okText="Connected" />
          <StatusLine label="Event bus" detail={status.events.label} ok={status.events.healthy} />
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {status.services.map((s) => (
              <Chip key={s.name} size="small" label={`${s.name}: ${s.ready ? 'ready' : (s.error ?? 'down')}`} variant="outlined" sx={{ color: s.ready ? 'success.dark' : 'error.dark', borderColor: s.ready ? 'success.dark' : 'error.dark', maxWidth: '100%' }} />
            ))}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            Checked {formatDate(status.checkedAt)}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}

function StatusLine({ label, detail, ok, okText }: { label: string; detail: string; ok: boolean; okText?: string }) {
  return (
    <Stack direction="row" useFlexGap alignItems="center" sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 0.25 }} data-testid={`status-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <Typography variant="body2" fontWeight={600} sx={{ minWidth: { xs: 0, sm: 170 }, flexBasis: { xs: '100%', sm: 'auto' } }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {detail}
      </Typography>
      <Health ok={ok} okText={okText} />
    </Stack>
  );
}
