import { lazy, useEffect, type ReactNode } from 'react';
import { matchPath, navigate, RemoteSlot } from '@techpack/web-shared';
import { routeChunk, type RouteChunk } from './components/RouteChunk';

// Each page's code is a chunk of its own, loaded with retries; a page that still fails shows a retry (App's boundary).
const CHUNKS = {
  home: routeChunk(() => import(/* webpackChunkName: "page-home" */ './pages/home/HomePage')),
  designs: routeChunk(() => import(/* webpackChunkName: "page-designs" */ './pages/DesignsPage')),
  orders: routeChunk(() => import(/* webpackChunkName: "page-orders" */ './pages/orders/OrdersPage')),
  sizing: routeChunk(() => import(/* webpackChunkName: "page-sizing" */ './pages/SizingPage')),
  about: routeChunk(() => import(/* webpackChunkName: "page-static" */ './pages/static/AboutPage')),
  privacy: routeChunk(() => import(/* webpackChunkName: "page-static" */ './pages/static/PrivacyPage')),
  terms: routeChunk(() => import(/* webpackChunkName: "page-static" */ './pages/static/TermsPage')),
  refunds: routeChunk(() => import(/* webpackChunkName: "page-static" */ './pages/static/RefundsPage')),
  support: routeChunk(() => import(/* webpackChunkName: "page-static" */ './pages/static/SupportPage')),
  'not-found': routeChunk(() => import(/* webpackChunkName: "page-notfound" */ './pages/NotFound')),
};
// The shared layout (bar, main, footer) stays out of the first load (the sign-in screen does not use it). Once the
// designer is signed in, App loads it at once and the home page once the first screen is shown, so a move between a
// layout page and home never waits on a page chunk fetched while a remote and its shared modules are loading.
export const loadPageLayout = () => import(/* webpackChunkName: "page-layout" */ './components/PageLayout');
const PageLayout = lazy(loadPageLayout);
const HOME_PRELOAD_DELAY_MS = 6000;
export function preloadSignedInPages(): () => void {
  void loadPageLayout().catch(() => undefined);
  const t = setTimeout(() => void CHUNKS.home.load().catch(() => undefined), HOME_PRELOAD_DELAY_MS);
  return () => clearTimeout(t);
}

function ChunkPage({ chunk }: { chunk: RouteChunk }) {
  const C = chunk.Component;
  return <C />;
}

// /?edit={id} (the spec's old address of the studio) now opens the style's workspace.
function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

export const ADMIN_PATHS = ['/admin', '/admin-login'];

export interface ResolvedRoute {
  key: string;
  element: ReactNode;
  // Pages that bring their own chrome (home, chat, admin) skip the shared layout.
  layout: boolean;
  // What a retry after a failed load does first (a page chunk is imported again; a remote slot has its own retry).
  retry?: () => void;
}

function page(key: keyof typeof CHUNKS, layout = true): ResolvedRoute {
  const chunk = CHUNKS[key];
  return { key, element: <ChunkPage chunk={chunk} />, layout, retry: chunk.reset };
}

// The route table (spec section 2). `path` is already normalised.
export function resolveRoute(path: string, search: URLSearchParams): ResolvedRoute {
  switch (path) {
    case '/': {
      const edit = search.get('edit');
      if (edit)
        return {
          key: 'redirect',
          element: <Redirect to={`/styles/${encodeURIComponent(edit)}`} />,
          layout: false,
        };
      return page('home', false);
    }
    case '/designs':
      return page('designs');
    case '/sizing':
      return page('sizing');
    case '/orders':
      return page('orders');
    case '/about':
      return page('about');
    case '/privacy':
      return page('privacy');
    case '/terms':
      return page('terms');
    case '/refunds':
      return page('refunds');
    case '/support':
      return page('support');
    case '/admin-login':
      return {
        key: 'admin-login',
        element: <RemoteSlot remote="admin" module="./AdminLoginPage" />,
        layout: false,
      };
    case '/admin':
      return {
        key: 'admin',
        element: <RemoteSlot remote="admin" module="./AdminDashboard" />,
        layout: false,
      };
  }
  const chat = path === '/chat' ? {} : matchPath('/chat/:techPackId', path);
  if (chat) {
    const techPackId = chat.techPackId ?? search.get('techpack') ?? undefined;
    return {
      key: 'chat',
      element: <RemoteSlot remote="chat" module="./ChatPage" props={{ techPackId }} />,
      layout: false,
    };
  }
  const pack = matchPath('/tech-pack/:id', path);
  if (pack)
    return {
      key: `tech-pack-${pack.id}`,
      element: <RemoteSlot remote="studio" module="./TechPackPage" props={{ id: pack.id }} />,
      layout: true,
    };
  if (path === '/checkout' || path.startsWith('/checkout/')) {
    const order = matchPath('/checkout/:orderId', path);
    return {
      key: `checkout-${order?.orderId ?? ''}`,
      element: (
        <RemoteSlot
          remote="checkout"
          module="./CheckoutPage"
          props={{ orderId: order?.orderId, success: search.get('success') === 'true' }}
        />
      ),
      layout: true,
    };
  }
  const style = matchPath('/styles/:id', path) ?? matchPath('/styles/:id/:section', path);
  // one key per style: moving between its sections keeps the workspace (and its unsaved edits) mounted
  if (style)
    return {
      key: `style-${style.id}`,
      element: (
        <RemoteSlot
          remote="studio"
          module="./StyleWorkspace"
          props={{ id: style.id, section: style.section }}
        />
      ),
      layout: true,
    };
  return page('not-found', false);
}

export { PageLayout };

const TITLES: Record<string, string> = {
  home: 'Home',
  designs: 'Your designs',
  orders: 'My orders',
  sizing: 'Sizing Fixer',
  about: 'About',
  privacy: 'Privacy',
  terms: 'Terms',
  refunds: 'Refunds',
  support: 'Support',
  'admin-login': 'Admin sign in',
  admin: 'Admin dashboard',
  chat: 'Chat with Manufacturer',
  'not-found': 'Page not found',
};

// The tab title of a route (`key` from resolveRoute).
export function titleFor(key: string): string {
  const name =
    TITLES[key] ??
    (key.startsWith('tech-pack-')
      ? 'Tech pack'
      : key.startsWith('style-')
        ? 'Style'
        : key.startsWith('checkout')
          ? 'Checkout'
          : 'Tech Pack Studio');
  return name === 'Tech Pack Studio' ? name : `${name} · Tech Pack Studio`;
}
