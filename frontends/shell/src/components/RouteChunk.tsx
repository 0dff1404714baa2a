import {
  Component,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

// A page's code chunk: loaded once, retried on failure (a dropped connection, a deploy that replaced the files), and
// its lazy component rebuilt by a retry so React imports it again instead of replaying the cached failure.
export interface RouteChunk {
  load: () => Promise<{ default: ComponentType }>;
  Component: LazyExoticComponent<ComponentType>;
  reset: () => void;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function routeChunk(loader: () => Promise<{ default: ComponentType }>): RouteChunk {
  let pending: Promise<{ default: ComponentType }> | null = null;
  const load = () => {
    pending ??= (async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await loader();
        } catch (e) {
          if (attempt >= 2) throw e;
          await wait(400 * (attempt + 1));
        }
      }
    })().catch((e: unknown) => {
      pending = null;
      throw e;
    });
    return pending;
  };
  const chunk: RouteChunk = {
    load,
    Component: lazy(load),
    reset: () => {
      pending = null;
      chunk.Component = lazy(load);
    },
  };
  return chunk;
}

// The page-level fallback: a spinner, then after a few seconds a way out (reload) instead of a spinner for ever.
export function RouteLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setSlow(true), 8000);
    return () => clearTimeout(t);
  }, []);
  return (
    <Box
      sx={{
        minHeight: fullScreen ? '100vh' : 240,
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-label="Loading the page" size={32} />
      {slow && (
        <Box role="status" sx={{ textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            This page is taking longer than usual.
          </Typography>
          <Button size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Box>
      )}
    </Box>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** called before the boundary renders its children again */
  onRetry: () => void;
  /** a new route resets the boundary */
  routeKey: string;
}

// A page whose code could not be loaded (or that throws) shows what happened and a retry, never a blank or a spinner.
export class RouteErrorBoundary extends Component<BoundaryProps, { error: Error | null; key: string }> {
  state = { error: null as Error | null, key: this.props.routeKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: Error | null; key: string }) {
    return props.routeKey !== state.key ? { error: null, key: props.routeKey } : null;
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box
        role="alert"
        sx={{
          minHeight: 240,
          display: 'grid',
          placeItems: 'center',
          alignContent: 'center',
          gap: 1.5,
          p: 3,
          textAlign: 'center',
        }}
      >
        <Typography variant="h6" component="h1">
          This page could not be loaded
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Check your connection, then try again.
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            this.props.onRetry();
            this.setState({ error: null });
          }}
        >
          Try again
        </Button>
      </Box>
    );
  }
}
