import { Button, Chip, Paper, Stack, Typography } from '@mui/material';

/** The dashboard's top bar: title, live badge, refresh and logout, and when the data was last refreshed. */
export function DashboardHeader({
  refreshing,
  refreshedAt,
  onRefresh,
  onLogout,
}: {
  refreshing: boolean;
  refreshedAt: Date | null;
  onRefresh: () => void;
  onLogout: () => void;
}) {
  return (
    <Paper square elevation={1} sx={{ px: { xs: 2, sm: 3 }, py: 2, mb: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'center' }}
        justifyContent="space-between"
      >
        <Stack direction="row" spacing={2} alignItems="center">
          <Typography variant="h5" component="h1" fontWeight={700}>
            Admin Dashboard
          </Typography>
          <Chip
            label="Live Data"
            size="small"
            variant="outlined"
            data-testid="live-badge"
            sx={{ color: 'success.dark', borderColor: 'success.dark' }}
          />
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={onRefresh}
            disabled={refreshing}
            aria-describedby="refreshed-at"
          >
            {refreshing ? 'Refreshing…' : 'Refresh Data'}
          </Button>
          <Button variant="contained" color="error" onClick={onLogout}>
            Admin Logout
          </Button>
        </Stack>
      </Stack>
      <Typography
        id="refreshed-at"
        variant="caption"
        color="text.secondary"
        role="status"
        sx={{ display: 'block', mt: 0.5 }}
      >
        {refreshedAt ? `Refreshed at ${refreshedAt.toLocaleTimeString()}` : ''}
      </Typography>
    </Paper>
  );
}
