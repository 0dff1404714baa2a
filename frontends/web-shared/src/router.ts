import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
} from 'react';

const NAVIGATE_EVENT = 'techpack:navigate';

// Spec routing rule: duplicate leading slashes collapsed, trailing slashes removed, query and hash stripped.
export function normalizePath(raw: string): string {
  let p = (raw || '/').split(/[?#]/)[0];
  p = p.replace(/^\/{2,}/, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\/+$/, '');
  return p || '/';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATE_EVENT, onChange);
  };
}

const snapshot = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

export interface NavigateOptions {
  replace?: boolean;
  // Keep the scroll position (default: scroll to top unless the target has a hash).
  keepScroll?: boolean;
  // Skip the navigation blockers (the user already chose to leave).
  force?: boolean;
}

// Navigation blockers (unsaved edits): a blocker gets the target and returns true when it holds the navigation
// (it then asks the user and calls navigate(target, { force: true }) to go on).
type Blocker = (target: string) => boolean;
const blockers = new Set<Blocker>();
let lastLocation = typeof window === 'undefined' ? '/' : snapshot();

function blocked(target: string): boolean {
  for (const b of blockers) if (b(target)) return true;
  return false;
}

if (typeof window !== 'undefined') {
  // Back/forward: the browser has already moved; go back to where we were and let the blocker ask.
  window.addEventListener('popstate', () => {
    const target = snapshot();
    if (target !== lastLocation && blockers.size > 0 && blocked(target)) {
      window.history.pushState(null, '', lastLocation);
      return;
    }
    lastLocation = target;
  });
  window.addEventListener(NAVIGATE_EVENT, () => {
    lastLocation = snapshot();
  });
}

// Client-side navigation: pushes a history entry and re-renders every useRoute() consumer.
export function navigate(to: string, options: NavigateOptions = {}): void {
  const url = new URL(to.replace(/^\/{2,}/, '/'), window.location.origin);
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (!options.force && target !== snapshot() && blocked(target)) return;
  if (target !== snapshot()) {
    if (options.replace) window.history.replaceState(null, '', target);
    else window.history.pushState(null, '', target);
  }
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  if (url.hash) {
    scrollToId(decodeURIComponent(url.hash.slice(1)));
  } else if (!options.keepScroll) {
    window.scrollTo?.({ top: 0 });
  }
}

// Scrolls to an element once it exists (the target screen may still be loading), for up to ~2 s.
export function scrollToId(id: string, tries = 120): void {
  const el = document.getElementById(id);
  if (el) {
    el.scrollIntoView({ behavior: 'smooth', block: 'start' });
    return;
  }
  if (tries > 0) requestAnimationFrame(() => scrollToId(id, tries - 1));
}

export interface Route {
  // Normalised path (routing key).
  path: string;
  // The raw location.pathname as typed (shown on the 404 page).
  rawPath: string;
  search: URLSearchParams;
  hash: string;
}

export function useRoute(): Route {
  const current = useSyncExternalStore(subscribe, snapshot, () => '/');
  return useMemo(() => {
    // Not `new URL(current, base)`: a path like '//missing' would parse as a host name.
    const hashAt = current.indexOf('#');
    const hash = hashAt >= 0 ? current.slice(hashAt) : '';
    const beforeHash = hashAt >= 0 ? current.slice(0, hashAt) : current;
    const queryAt = beforeHash.indexOf('?');
    const rawPath = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
    const search = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt) : '');
    return { path: normalizePath(rawPath), rawPath, search, hash };
  }, [current]);
}

// '/chat/:id' against '/chat/abc' -> { id: 'abc' }; null when it does not match.
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const a = normalizePath(pattern).split('/');
  const b = normalizePath(path).split('/');
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(':')) {
      if (!b[i]) return null;
      params[a[i].slice(1)] = decodeURIComponent(b[i]);
    } else if (a[i] !== b[i]) return null;
  }
  return params;
}

// Props for an <a>/MUI component that navigates in-app on a plain click and still works with ctrl/middle click.
export function linkProps(to: string, onNavigate?: () => void) {
  return {
    href: to,
    onClick: (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      onNavigate?.();
      navigate(to);
    },
  };
}

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave without saving?';

// While `dirty`, reloading or closing the tab asks the browser's "leave site?" question, and in-app navigation
// (links, menu, back/forward) is held: `pending` is the target; `leave()` goes there, `stay()` stays. Moves that stay
// within `within` (a page whose sections are routes, e.g. '/styles/{id}') are not held: the edits stay on the page.
export function useUnsavedChangesGuard(dirty: boolean, within?: string) {
  const [pending, setPending] = useState<string | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = UNSAVED_CHANGES_MESSAGE;
      return UNSAVED_CHANGES_MESSAGE;
    };
    const blocker: Blocker = (target) => {
      if (!dirtyRef.current) return false;
      if (
        within &&
        (target === within ||
          target.startsWith(`${within}/`) ||
          target.startsWith(`${within}?`) ||
          target.startsWith(`${within}#`))
      )
        return false;
      setPending(target);
      return true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    blockers.add(blocker);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      blockers.delete(blocker);
    };
  }, [dirty, within]);
  const stay = useCallback(() => setPending(null), []);
  const pendingRef = useRef<string | null>(null);
  pendingRef.current = pending;
  const leave = useCallback(() => {
    const target = pendingRef.current;
    setPending(null);
    if (target !== null) navigate(target, { force: true });
  }, []);
  return { pending, stay, leave };
}
