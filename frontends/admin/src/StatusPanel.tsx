import { Chip, Paper, Stack, Typography } from '@mui/material';
import { formatDate } from './admin.format';
import type { SystemStatus } from './admin.types';

function Health({
  ok,
  okText = 'Healthy',
  badText = 'Unavailable',
}: {
  ok: boolean;
  okText?: string;
  badText?: string;
}) {
  // dark text on white: AA contrast (the palette's light green is 3.8:1)
  return (
    <Chip
      size="small"
      label={ok ? okText : badText}
      variant="outlined"
      sx={{
        color: ok ? 'success.dark' : 'error.dark',
        borderColor: ok ? 'success.dark' : 'error.dark',
        fontWeight: 600,
      }}
    />
  );
}

// The footer reports what the services answer now, not fixed text.
export function StatusPanel({ status, failed }: { status?: SystemStatus; failed: boolean }) {
  return (
    <Paper sx={{ p: 2 }} data-testid="system-status">
      <Typography variant="h6" gutterBottom>
        System Status
      </Typography>
      {!status && (
        <Typography variant="body2" color="text.secondary">
          {failed ? 'System status unavailable' : 'Checking...'}
        </Typography>
      )}
      {status && (
        <Stack spacing={1}>
          <StatusLine
            label="Data storage"
            detail={`${status.storage.label}; ${status.database.label}`}
            ok={status.storage.healthy && status.database.healthy}
          />
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
          <StatusLine
            label="Messaging integration"
            detail="Manufacturer communication (chat)"
            ok={status.messaging.healthy}
            okText="Connected"
          />
          <StatusLine label="Event bus" detail={status.events.label} ok={status.events.healthy} />
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {status.services.map((s) => (
              <Chip
                key={s.name}
                size="small"
                label={`${s.name}: ${s.ready ? 'ready' : (s.error ?? 'down')}`}
                variant="outlined"
                sx={{
                  color: s.ready ? 'success.dark' : 'error.dark',
                  borderColor: s.ready ? 'success.dark' : 'error.dark',
                  maxWidth: '100%',
                }}
              />
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

function StatusLine({
  label,
  detail,
  ok,
  okText,
}: {
  label: string;
  detail: string;
  ok: boolean;
  okText?: string;
}) {
  return (
    <Stack
      direction="row"
      useFlexGap
      alignItems="center"
      sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 0.25 }}
      data-testid={`status-${label.toLowerCase().replace(/\s+/g, '-')}`}
    >
      <Typography
        variant="body2"
        fontWeight={600}
        sx={{ minWidth: { xs: 0, sm: 170 }, flexBasis: { xs: '100%', sm: 'auto' } }}
      >
        {label}
      </Typography>
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {detail}
      </Typography>
      <Health ok={ok} okText={okText} />
    </Stack>
  );
}
