import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { messageOf, toast, useAuth, useLoginMutation, useRegisterMutation, type AuthAnswer } from '@techpack/web-shared';
import { Brand } from '../components/Brand';
import { signInWithGoogle } from '../lib/google';
import { validateAuth, type AuthErrors, type AuthForm } from '../lib/validation';

type Mode = 'signin' | 'signup';

const EMPTY: AuthForm = { email: '', password: '', firstName: '', lastName: '', confirmPassword: '' };

function Eye({ off }: { off: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {off && <path d="M3 3l18 18" />}
    </svg>
  );
}

function GoogleG() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden>
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

const POINTS = ['Upload a photo, sketch or reference', 'AI extracts components, measurements and materials', 'Download a factory-ready PDF tech pack, free', 'Order a physical sample from $150'];

export function AuthScreen() {
  const [mode, setMode] = useState<Mode>('signin');
  const [form, setForm] = useState<AuthForm>(EMPTY);
  const [errors, setErrors] = useState<AuthErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const { login } = useAuth();
  const [doLogin, loginState] = useLoginMutation();
  const [doRegister, registerState] = useRegisterMutation();
  const busy = loginState.isLoading || registerState.isLoading;

  const set = (k: keyof AuthForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    if (errors[k]) setErrors((x) => ({ ...x, [k]: undefined }));
  };

  const finish = (answer: AuthAnswer, title: string) => {
    login(answer.token, answer.user);
    toast({ title, description: answer.message });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateAuth(mode, form);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      if (mode === 'signin') {
        finish(await doLogin({ email: form.email.trim(), password: form.password }).unwrap(), 'Welcome back!');
      } else {
        // confirmPassword stays in the browser.
        const answer = await doRegister({ email: form.email.trim(), password: form.password, firstName: form.firstName.trim(), lastName: form.lastName.trim() }).unwrap();
        finish(answer, 'Account created!');
      }
    } catch (err) {
      toast({ title: mode === 'signin' ? 'Sign in failed' : 'Could not create account', description: messageOf(err, 'Please try again'), variant: 'destructive' });
    }
  };

  const switchMode = (m: Mode | null) => {
    if (!m) return;
    setMode(m);
    setErrors({});
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.05fr 1fr' }, bgcolor: 'background.default' }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#fff',
          position: 'relative',
          overflow: 'hidden',
          background: 'radial-gradient(1200px 600px at -10% -10%, #6366F1 0%, transparent 60%), radial-gradient(900px 500px at 120% 110%, #EC4899 0%, transparent 55%), #111827',
        }}
      >
        <Box sx={{ '& a': { color: '#fff' }, '& span span': { color: '#C7D2FE' } }}>
          <Brand />
        </Box>
        <Box sx={{ maxWidth: 520 }}>
          <Typography variant="overline" sx={{ color: '#C7D2FE' }}>
            AI tech packs for apparel designers
          </Typography>
          <Typography variant="h2" component="p" sx={{ mt: 1, fontSize: { md: 44, lg: 52 } }}>
            From garment photo to factory-ready spec in minutes.
          </Typography>
          <Stack spacing={1.5} sx={{ mt: 4 }}>
            {POINTS.map((p) => (
              <Stack key={p} direction="row" spacing={1.5} alignItems="center">
                <Box sx={{ width: 22, height: 22, borderRadius: '50%', bgcolor: 'rgba(255,255,255,.14)', display: 'grid', placeItems: 'center', fontSize: 13 }}>✓</Box>
                <Typography sx={{ color: 'rgba(255,255,255,.85)' }}>{p}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ color: 'rgba(255,255,255,.55)' }}>
          Tech packs are free and unlimited. Samples from $150.
        </Typography>
      </Box>

      <Box sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper variant="outlined" component="main" id="main-content" tabIndex={-1} sx={{ outline: 'none', width: '100%', maxWidth: 440, p: { xs: 3, sm: 4.5 }, borderRadius: 4, boxShadow: '0 24px 48px -24px rgba(17,24,39,.18)' }}>
          <Box sx={{ display: { md: 'none' }, mb: 3 }}>
            <Brand />
          </Box>
          <Typography variant="h4" component="h1">
            {mode === 'signin' ? 'Welcome back' : 'Create your account'}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
            {mode === 'signin' ? 'Sign in to continue designing.' : 'Start turning ideas into tech packs.'}
          </Typography>

          <ToggleButtonGroup value={mode} exclusive fullWidth onChange={(_, m: Mode | null) => switchMode(m)} aria-label="Sign in or create account" sx={{ mb: 3, bgcolor: '#F3F4F6', p: 0.5, borderRadius: 2.5, '& .MuiToggleButton-root': { border: 0, borderRadius: '8px !important', textTransform: 'none', fontWeight: 600, py: 0.9, color: '#4B5563' }, '& .Mui-selected': { bgcolor: '#fff !important', boxShadow: '0 1px 3px rgba(0,0,0,.12)', color: 'text.primary' } }}>
            <ToggleButton value="signin">Sign In</ToggleButton>
            <ToggleButton value="signup">Create Account</ToggleButton>
          </ToggleButtonGroup>

          <Box component="form" noValidate onSubmit={onSubmit}>
            <Stack spacing={2}>
              {mode === 'signup' && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField label="First name" name="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} error={!!errors.firstName} helperText={errors.firstName} />
                  <TextField label="Last name" name="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} error={!!errors.lastName} helperText={errors.lastName} />
                </Stack>
              )}
              <TextField label="Email" name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={!!errors.email} helperText={errors.email} />
              <TextField
                label="Password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
                value={form.password}
                onChange={set('password')}
                error={!!errors.password}
                helperText={errors.password}
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton aria-label={showPassword ? 'Hide password' : 'Show password'} onClick={() => setShowPassword((v) => !v)} edge="end">
                          <Eye off={showPassword} />
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              {mode === 'signup' && (
                <TextField label="Confirm password" name="confirmPassword" type={showPassword ? 'text' : 'password'} autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} error={!!errors.confirmPassword} helperText={errors.confirmPassword} />
              )}
              <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
                {busy ? (mode === 'signin' ? 'Signing in...' : 'Creating account...') : mode === 'signin' ? 'Sign In' : 'Create Account'}
              </Button>
            </Stack>
          </Box>

          <Divider sx={{ my: 3, color: 'text.secondary', fontSize: 13 }}>Or continue with</Divider>
          <Button variant="outlined" size="large" fullWidth startIcon={<GoogleG />} onClick={() => void signInWithGoogle((a) => finish(a, 'Welcome back!'))} sx={{ color: 'text.primary', bgcolor: '#fff' }}>
            Continue with Google
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 3, textAlign: 'center' }}>
            By continuing you agree to the Terms of Service and Privacy Policy.
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}
