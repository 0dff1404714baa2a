import { lazy, type ComponentType, type ReactNode } from 'react';
import { matchPath, RemoteSlot } from '@techpack/web-shared';

const Home = lazy(() => import(/* webpackChunkName: "page-home" */ './pages/home/HomePage'));
const Designs = lazy(() => import(/* webpackChunkName: "page-designs" */ './pages/DesignsPage'));
const Orders = lazy(() => import(/* webpackChunkName: "page-orders" */ './pages/orders/OrdersPage'));
const Sizing = lazy(() => import(/* webpackChunkName: "page-sizing" */ './pages/SizingPage'));
const About = lazy(() => import(/* webpackChunkName: "page-static" */ './pages/static/AboutPage'));
const Privacy = lazy(() => import(/* webpackChunkName: "page-static" */ './pages/static/PrivacyPage'));
const Terms = lazy(() => import(/* webpackChunkName: "page-static" */ './pages/static/TermsPage'));
const Refunds = lazy(() => import(/* webpackChunkName: "page-static" */ './pages/static/RefundsPage'));
const Support = lazy(() => import(/* webpackChunkName: "page-static" */ './pages/static/SupportPage'));
const NotFound = lazy(() => import(/* webpackChunkName: "page-notfound" */ './pages/NotFound'));
// The shared layout (bar, main, footer) stays out of the first load (the sign-in screen does not use it); App loads it as
// soon as the designer is signed in. Loaded only on the first navigation from home, it raced the remote's chunk and its
// shared modules, and the page could stay on the loading spinner with the bar hidden.
export const loadPageLayout = () => import(/* webpackChunkName: "page-layout" */ './components/PageLayout');
const PageLayout = lazy(loadPageLayout);

export const ADMIN_PATHS = ['/admin', '/admin-login'];

export interface ResolvedRoute {
  key: string;
  element: ReactNode;
  // Pages that bring their own chrome (home, chat, admin) skip the shared layout.
  layout: boolean;
}

function page(key: string, C: ComponentType, layout = true): ResolvedRoute {
  return { key, element: <C />, layout };
}

// The route table (spec section 2). `path` is already normalised.
export function resolveRoute(path: string, search: URLSearchParams): ResolvedRoute {
  switch (path) {
    case '/':
      return page('home', Home, false);
    case '/designs':
      return page('designs', Designs);
    case '/sizing':
      return page('sizing', Sizing);
    case '/orders':
      return page('orders', Orders);
    case '/about':
      return page('about', About);
    case '/privacy':
      return page('privacy', Privacy);
    case '/terms':
      return page('terms', Terms);
    case '/refunds':
      return page('refunds', Refunds);
    case '/support':
      return page('support', Support);
    case '/admin-login':
      return { key: 'admin-login', element: <RemoteSlot remote="admin" module="./AdminLoginPage" />, layout: false };
    case '/admin':
      return { key: 'admin', element: <RemoteSlot remote="admin" module="./AdminDashboard" />, layout: false };
  }
  const chat = path === '/chat' ? {} : matchPath('/chat/:techPackId', path);
  if (chat) {
    const techPackId = chat.techPackId ?? search.get('techpack') ?? undefined;
    return { key: 'chat', element: <RemoteSlot remote="chat" module="./ChatPage" props={{ techPackId }} />, layout: false };
  }
  const pack = matchPath('/tech-pack/:id', path);
  if (pack) return { key: `tech-pack-${pack.id}`, element: <RemoteSlot remote="studio" module="./TechPackPage" props={{ id: pack.id }} />, layout: true };
  if (path === '/checkout' || path.startsWith('/checkout/')) {
    const order = matchPath('/checkout/:orderId', path);
    return {
      key: `checkout-${order?.orderId ?? ''}`,
      element: <RemoteSlot remote="checkout" module="./CheckoutPage" props={{ orderId: order?.orderId, success: search.get('success') === 'true' }} />,
      layout: true,
    };
  }
  return page('not-found', NotFound, false);
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
  const name = TITLES[key] ?? (key.startsWith('tech-pack-') ? 'Tech pack' : key.startsWith('checkout') ? 'Checkout' : 'Tech Pack Studio');
  return name === 'Tech Pack Studio' ? name : `${name} · Tech Pack Studio`;
}
