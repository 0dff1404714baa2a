import type { AuthConfigResponse } from '@techpack/contracts';
import { apiRequest, formatError, messageOf, toast, type AuthAnswer } from '@techpack/web-shared';

// Sign in with Google: the script loads on demand, only when the server says a client id is configured.

interface TokenResponse {
  access_token?: string;
  error?: string;
}
interface GoogleOauth2 {
  initTokenClient(cfg: {
    client_id: string;
    scope: string;
    callback: (r: TokenResponse) => void;
    error_callback?: (e: unknown) => void;
  }): { requestAccessToken(): void };
}
declare global {
  interface Window {
    google?: { accounts?: { oauth2?: GoogleOauth2 } };
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<void> | null = null;
let loaded = false;

function loadScript(): Promise<void> {
  if (loaded) return Promise.resolve();
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = SCRIPT_URL;
      s.async = true;
      s.onload = () => {
        loaded = true;
        resolve();
      };
      s.onerror = () => {
        loading = null;
        s.remove();
        reject(new Error('script failed to load'));
      };
      document.head.appendChild(s);
    });
  }
  return loading;
}

async function clientId(): Promise<string | null> {
  try {
    const cfg = await apiRequest<AuthConfigResponse>('/api/auth/config');
    return cfg?.googleClientId || null;
  } catch {
    return null;
  }
}

const loadError = () =>
  toast({
    title: 'Google Sign-In Error',
    description: 'Failed to load Google authentication. Please check your internet connection.',
    variant: 'destructive',
  });

export async function signInWithGoogle(onSignedIn: (answer: AuthAnswer) => void): Promise<void> {
  if (loading && !loaded) {
    toast({
      title: 'Google Sign-In Loading',
      description: 'Please wait a moment for Google to load and try again.',
    });
    return;
  }
  const id = await clientId();
  if (!id) {
    loadError();
    return;
  }
  try {
    await loadScript();
  } catch {
    loadError();
    return;
  }
  const oauth2 = window.google?.accounts?.oauth2;
  if (!oauth2) {
    loadError();
    return;
  }
  try {
    const client = oauth2.initTokenClient({
      client_id: id,
      scope: 'openid email profile',
      callback: async (r) => {
        if (r.error || !r.access_token) {
          toast({
            title: 'Sign-in failed',
            description: 'Google authentication was cancelled or failed.',
            variant: 'destructive',
          });
          return;
        }
        let credential: string;
        try {
          const res = await fetch('https://www.googleapis.com/oauth2/v3/userinfo', {
            headers: { Authorization: `Bearer ${r.access_token}` },
          });
          if (!res.ok) throw new Error(String(res.status));
          const p = (await res.json()) as Record<string, unknown>;
          const profile = {
            email: p.email,
            given_name: p.given_name,
            family_name: p.family_name,
            name: p.name,
            sub: p.sub,
            picture: p.picture,
            email_verified: p.email_verified,
          };
          credential = btoa(unescape(encodeURIComponent(JSON.stringify(profile))));
        } catch {
          toast({
            title: 'Sign-in failed',
            description: 'Could not complete Google authentication.',
            variant: 'destructive',
          });
          return;
        }
        try {
          const answer = await apiRequest<AuthAnswer>(
            { url: '/api/auth/google', method: 'POST', body: { credential } },
            { token: null },
          );
          onSignedIn(answer);
        } catch (e) {
          toast({
            title: 'Sign-in failed',
            description: messageOf(e, 'Could not authenticate with Google.'),
            variant: 'destructive',
          });
        }
      },
      error_callback: () =>
        toast({
          title: 'Sign-in failed',
          description: 'Google authentication was cancelled or failed.',
          variant: 'destructive',
        }),
    });
    client.requestAccessToken();
  } catch (e) {
    toast({
      title: 'Google Sign-In Error',
      description: `Could not initialize Google Sign-In: ${formatError(e)}`,
      variant: 'destructive',
    });
  }
}
