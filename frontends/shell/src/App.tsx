import { Suspense } from 'react';
import { useAuth, useRoute } from '@techpack/web-shared';
import { FullScreenSpinner } from './components/FullScreenSpinner';
import { AuthScreen } from './pages/AuthScreen';
import { ADMIN_PATHS, PageLayout, resolveRoute } from './routes';

export function App() {
  const { isLoading, isAuthenticated } = useAuth();
  const { path, search } = useRoute();

  // Admin paths are reachable regardless of user sign-in (the admin remote checks its own token).
  const isAdmin = ADMIN_PATHS.includes(path);
  if (!isAdmin) {
    if (isLoading) return <FullScreenSpinner label="Loading your session" />;
    if (!isAuthenticated) return <AuthScreen />;
  }
  const route = resolveRoute(path, search);
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {route.layout ? <PageLayout key={route.key}>{route.element}</PageLayout> : <Suspense key={route.key} fallback={<FullScreenSpinner />}>{route.element}</Suspense>}
    </Suspense>
  );
}
