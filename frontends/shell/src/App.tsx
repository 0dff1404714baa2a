import { Suspense, useEffect } from 'react';
import { useAuth, useRoute } from '@techpack/web-shared';
import { FullScreenSpinner } from './components/FullScreenSpinner';
import { RouteErrorBoundary, RouteLoading } from './components/RouteChunk';
import { SkipLink } from './components/SkipLink';
import { AuthScreen } from './pages/AuthScreen';
import { ADMIN_PATHS, PageLayout, preloadSignedInPages, resolveRoute, titleFor } from './routes';

export function App() {
  const { isLoading, isAuthenticated } = useAuth();
  const { path, search } = useRoute();
  // signed in: the page layout is fetched now and home soon after, not on the first navigation between them
  useEffect(() => {
    if (isAuthenticated) return preloadSignedInPages();
    return undefined;
  }, [isAuthenticated]);

  // Admin paths are reachable regardless of user sign-in (the admin remote checks its own token).
  const isAdmin = ADMIN_PATHS.includes(path);
  if (!isAdmin) {
    if (isLoading) return <FullScreenSpinner label="Loading your session" />;
    if (!isAuthenticated)
      return (
        <>
          <SignInTitle />
          <SkipLink />
          <AuthScreen />
        </>
      );
  }
  const route = resolveRoute(path, search);
  return (
    <>
      <PageTitle title={titleFor(route.key)} />
      <SkipLink />
      {routeView(route)}
    </>
  );
}

// Each screen names itself in the tab (a screen may refine it, e.g. the chat with the style name).
function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

function SignInTitle() {
  return <PageTitle title="Sign in · Tech Pack Studio" />;
}

// Every page renders inside an error boundary (a chunk that fails to load offers a retry) and a Suspense whose
// fallback turns into a reload offer if loading takes unusually long.
function routeView(route: ReturnType<typeof resolveRoute>) {
  return (
    <RouteErrorBoundary routeKey={route.key} onRetry={() => route.retry?.()}>
      <Suspense fallback={<RouteLoading fullScreen />}>
        {route.layout ? (
          <PageLayout key={route.key}>{route.element}</PageLayout>
        ) : (
          <Suspense key={route.key} fallback={<RouteLoading fullScreen />}>
            {route.element}
          </Suspense>
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}
