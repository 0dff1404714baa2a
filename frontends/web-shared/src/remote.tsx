import {
  Suspense,
  lazy,
  useReducer,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type RemoteName = 'studio' | 'chat' | 'checkout' | 'admin';

export interface RemoteManifest {
  remotes: { name: string; entry: string }[];
}

export class RemoteUnavailableError extends Error {
  constructor(
    public readonly remote: string,
    reason?: string,
  ) {
    super(`The ${remote} module is not available${reason ? `: ${reason}` : ''}`);
    this.name = 'RemoteUnavailableError';
  }
}

// The shell imports MUI per component (tree-shaken, small first load); remotes import the '@mui/material' root,
// which the shell provides as a shared singleton. This dynamic import makes the shell provide it (lazily) and
// warms it while the remote entry loads.
export const loadMuiRoot = () => import(/* webpackChunkName: "mui-root" */ '@mui/material');

// Remote URLs come from the manifest the build writes next to the shell (/remotes.json), never from hard-coded hosts.
let registered: Promise<Set<string>> | null = null;

async function ensureRemotes(): Promise<Set<string>> {
  if (!registered) {
    registered = (async () => {
      void loadMuiRoot().catch(() => undefined);
      const res = await fetch('/remotes.json', { cache: 'no-cache', credentials: 'same-origin' });
      if (!res.ok) throw new Error(`remotes manifest: ${res.status}`);
      const manifest = (await res.json()) as RemoteManifest;
      const { registerRemotes } = await import('@module-federation/enhanced/runtime');
      registerRemotes(manifest.remotes.map((r) => ({ name: r.name, entry: r.entry })));
      return new Set(manifest.remotes.map((r) => r.name));
    })();
    registered.catch(() => {
      registered = null;
    });
  }
  return registered;
}

// Loads an exposed module of a remote, e.g. loadRemoteModule('studio', './AnalysisCard').
export async function loadRemoteModule<T = { default: ComponentType<unknown> }>(
  remote: RemoteName,
  exposed: string,
): Promise<T> {
  let names: Set<string>;
  try {
    names = await ensureRemotes();
  } catch (e) {
    throw new RemoteUnavailableError(remote, (e as Error).message);
  }
  if (!names.has(remote)) throw new RemoteUnavailableError(remote, 'not built');
  const { loadRemote } = await import('@module-federation/enhanced/runtime');
  const mod = await loadRemote<T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!mod) throw new RemoteUnavailableError(remote, `${exposed} not exposed`);
  return mod;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
const lazyCache = new Map<string, LazyExoticComponent<AnyComponent>>();

export function remoteComponent<P>(
  remote: RemoteName,
  exposed: string,
): LazyExoticComponent<ComponentType<P>> {
  const key = `${remote}/${exposed}`;
  let c = lazyCache.get(key);
  if (!c) {
    c = lazy<AnyComponent>(async () => {
      const mod = await loadRemoteModule<{ default?: AnyComponent }>(remote, exposed);
      if (!mod.default) throw new RemoteUnavailableError(remote, `${exposed} has no default export`);
      return { default: mod.default };
    });
    lazyCache.set(key, c);
  }
  return c as unknown as LazyExoticComponent<ComponentType<P>>;
}

function warnSectionFailed(error: unknown, info: ErrorInfo) {
  if (!(error instanceof RemoteUnavailableError))
    console.warn('Section failed to render', error, info.componentStack);
}

export function RemoteLoading({
  label = 'Loading…',
  minHeight = 160,
}: {
  label?: string;
  minHeight?: number;
}) {
  return (
    <Box role="progressbar" aria-label={label} sx={{ minHeight, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} />
    </Box>
  );
}

export function RemoteUnavailable({
  title = 'This section is not available right now',
  detail,
  onRetry,
}: {
  title?: string;
  detail?: string;
  onRetry?: () => void;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'background.default' }}
    >
      <Typography variant="subtitle1">{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {detail ?? 'The rest of the app keeps working. Try again in a moment.'}
      </Typography>
      {onRetry && (
        <Button size="small" sx={{ mt: 1.5 }} onClick={onRetry}>
          Try again
        </Button>
      )}
    </Paper>
  );
}

export interface RemoteSlotProps<P> {
  remote: RemoteName;
  module: string;
  props?: P;
  loading?: ReactNode;
  // Shown instead of a crash when the remote cannot be loaded or throws.
  fallback?: (error: Error, retry: () => void) => ReactNode;
}

// Mounts an exposed remote component inside an error boundary + Suspense.
export function RemoteSlot<P extends object>({
  remote,
  module,
  props,
  loading,
  fallback,
}: RemoteSlotProps<P>) {
  // A retry after a failed load needs a fresh lazy component: the slot renders again to pick it up.
  const [, reload] = useReducer((n: number) => n + 1, 0);
  const C = remoteComponent<P>(remote, module) as unknown as ComponentType<P>;
  return (
    <ErrorBoundary
      resetKeys={[`${remote}/${module}`]}
      onError={warnSectionFailed}
      fallbackRender={({ error, resetErrorBoundary }) => {
        const retry = () => resetErrorBoundary();
        if (fallback) return fallback(error as Error, retry);
        return (
          <RemoteUnavailable
            detail={
              error instanceof RemoteUnavailableError
                ? undefined
                : 'Something went wrong in this section. The rest of the app keeps working.'
            }
            onRetry={() => {
              lazyCache.delete(`${remote}/${module}`);
              reload();
              retry();
            }}
          />
        );
      }}
    >
      <Suspense fallback={loading ?? <RemoteLoading />}>
        <C {...((props ?? {}) as P)} />
      </Suspense>
    </ErrorBoundary>
  );
}
