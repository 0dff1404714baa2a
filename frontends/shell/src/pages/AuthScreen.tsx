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
import {
  messageOf,
  toast,
  useAuth,
  useLoginMutation,
  useRegisterMutation,
  type AuthAnswer,
} from '@techpack/web-shared';
import { Brand } from '../components/Brand';
import { AuthShowcase } from './AuthShowcase';
import { Eye, GoogleG } from './AuthIcons';
import { signInWithGoogle } from '../lib/google';
import { validateAuth, type AuthErrors, type AuthForm } from '../lib/validation';

type Mode = 'signin' | 'signup';

const EMPTY: AuthForm = { email: '', password: '', firstName: '', lastName: '', confirmPassword: '' };

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
        finish(
          await doLogin({ email: form.email.trim(), password: form.password }).unwrap(),
          'Welcome back!',
        );
      } else {
        // confirmPassword stays in the browser.
        const answer = await doRegister({
          email: form.email.trim(),
          password: form.password,
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
        }).unwrap();
        finish(answer, 'Account created!');
      }
    } catch (err) {
      toast({
        title: mode === 'signin' ? 'Sign in failed' : 'Could not create account',
        description: messageOf(err, 'Please try again'),
        variant: 'destructive',
      });
    }
  };

  const switchMode = (m: Mode | null) => {
    if (!m) return;
    setMode(m);
    setErrors({});
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.05fr 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <AuthShowcase />

      <Box sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper
          variant="outlined"
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            outline: 'none',
            width: '100%',
            maxWidth: 440,
            p: { xs: 3, sm: 4.5 },
            borderRadius: 4,
            boxShadow: '0 24px 48px -24px rgba(17,24,39,.18)',
          }}
        >
          <Box sx={{ display: { md: 'none' }, mb: 3 }}>
            <Brand />
          </Box>
          <Typography variant="h4" component="h1">
            {mode === 'signin' ? 'Welcome back' : 'Create your account'}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
            {mode === 'signin' ? 'Sign in to continue designing.' : 'Start turning ideas into tech packs.'}
          </Typography>

          <ToggleButtonGroup
            value={mode}
            exclusive
            fullWidth
            onChange={(_, m: Mode | null) => switchMode(m)}
            aria-label="Sign in or create account"
            sx={{
              mb: 3,
              bgcolor: '#F3F4F6',
              p: 0.5,
              borderRadius: 2.5,
              '& .MuiToggleButton-root': {
                border: 0,
                borderRadius: '8px !important',
                textTransform: 'none',
                fontWeight: 600,
                py: 0.9,
                color: '#4B5563',
              },
              '& .Mui-selected': {
                bgcolor: '#fff !important',
                boxShadow: '0 1px 3px rgba(0,0,0,.12)',
                color: 'text.primary',
              },
            }}
          >
            <ToggleButton value="signin">Sign In</ToggleButton>
            <ToggleButton value="signup">Create Account</ToggleButton>
          </ToggleButtonGroup>

          <Box component="form" noValidate onSubmit={onSubmit}>
            <Stack spacing={2}>
              {mode === 'signup' && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField
                    label="First name"
                    name="firstName"
                    autoComplete="given-name"
                    value={form.firstName}
                    onChange={set('firstName')}
                    error={!!errors.firstName}
                    helperText={errors.firstName}
                  />
                  <TextField
                    label="Last name"
                    name="lastName"
                    autoComplete="family-name"
                    value={form.lastName}
                    onChange={set('lastName')}
                    error={!!errors.lastName}
                    helperText={errors.lastName}
                  />
                </Stack>
              )}
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                value={form.email}
                onChange={set('email')}
                error={!!errors.email}
                helperText={errors.email}
              />
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
                        <IconButton
                          aria-label={showPassword ? 'Hide password' : 'Show password'}
                          onClick={() => setShowPassword((v) => !v)}
                          edge="end"
                        >
                          <Eye off={showPassword} />
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              {mode === 'signup' && (
                <TextField
                  label="Confirm password"
                  name="confirmPassword"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="new-password"
                  value={form.confirmPassword}
                  onChange={set('confirmPassword')}
                  error={!!errors.confirmPassword}
                  helperText={errors.confirmPassword}
                />
              )}
              <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
                {busy
                  ? mode === 'signin'
                    ? 'Signing in...'
                    : 'Creating account...'
                  : mode === 'signin'
                    ? 'Sign In'
                    : 'Create Account'}
              </Button>
            </Stack>
          </Box>

          <Divider sx={{ my: 3, color: 'text.secondary', fontSize: 13 }}>Or continue with</Divider>
          <Button
            variant="outlined"
            size="large"
            fullWidth
            startIcon={<GoogleG />}
            onClick={() => void signInWithGoogle((a) => finish(a, 'Welcome back!'))}
            sx={{ color: 'text.primary', bgcolor: '#fff' }}
          >
            Continue with Google
          </Button>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 3, textAlign: 'center' }}
          >
            By continuing you agree to the Terms of Service and Privacy Policy.
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}
