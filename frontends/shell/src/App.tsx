import { Suspense, useEffect } from 'react';
import { useAuth, useRoute } from '@techpack/web-shared';
import { FullScreenSpinner } from './components/FullScreenSpinner';
import { AuthScreen } from './pages/AuthScreen';
import { ADMIN_PATHS, PageLayout, loadPageLayout, resolveRoute, titleFor } from './routes';

export function App() {
  const { isLoading, isAuthenticated } = useAuth();
  const { path, search } = useRoute();
  // signed in: the page layout every screen but home uses is fetched now, not on the first navigation
  useEffect(() => {
    if (isAuthenticated) void loadPageLayout().catch(() => undefined);
  }, [isAuthenticated]);

  // Admin paths are reachable regardless of user sign-in (the admin remote checks its own token).
  const isAdmin = ADMIN_PATHS.includes(path);
  if (!isAdmin) {
    if (isLoading) return <FullScreenSpinner label="Loading your session" />;
    if (!isAuthenticated)
      return (
        <>
          <SignInTitle />
          <AuthScreen />
        </>
      );
  }
  const route = resolveRoute(path, search);
  return (
    <>
      <PageTitle title={titleFor(route.key)} />
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

function routeView(route: ReturnType<typeof resolveRoute>) {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {route.layout ? <PageLayout key={route.key}>{route.element}</PageLayout> : <Suspense key={route.key} fallback={<FullScreenSpinner />}>{route.element}</Suspense>}
    </Suspense>
  );
}
