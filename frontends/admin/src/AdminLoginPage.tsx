import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { navigate, toast } from '@techpack/web-shared';
import { setAdminToken } from './admin.session';

interface LoginAnswer {
  success?: boolean;
  token?: string;
  message?: string;
}

// /admin-login: username and password; the token is kept in local storage.
export default function AdminLoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!username.trim()) next.username = 'Username is required';
    if (!password) next.password = 'Password is required';
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    try {
      const res = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ username: username.trim(), password }),
      });
      let data: LoginAnswer = {};
      try {
        data = (await res.json()) as LoginAnswer;
      } catch {
        data = {};
      }
      if (!res.ok || !data.token) {
        toast({
          title: 'Login Failed',
          description: data.message || 'Invalid admin credentials',
          variant: 'destructive',
        });
        return;
      }
      setAdminToken(data.token);
      toast({ title: 'Admin Login Successful', description: 'Welcome to the admin dashboard' });
      navigate('/admin');
    } catch {
      toast({ title: 'Login Failed', description: 'Invalid admin credentials', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.50',
        p: 2,
        outline: 'none',
      }}
    >
      <Paper
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ p: 4, width: '100%', maxWidth: 420 }}
        elevation={3}
      >
        <Stack spacing={2}>
          <Box textAlign="center">
            <Typography variant="h5" component="h1" fontWeight={700}>
              Admin Login
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Tech Pack Studio operators
            </Typography>
          </Box>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={!!errors.username}
            helperText={errors.username}
            disabled={busy}
            fullWidth
            autoFocus
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={errors.password}
            disabled={busy}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
            {busy ? 'Logging in...' : 'Access Admin Dashboard'}
          </Button>
          <Alert severity="info" variant="outlined">
            This area is for operators only.
          </Alert>
        </Stack>
      </Paper>
    </Box>
  );
}
