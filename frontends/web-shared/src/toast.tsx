import { useEffect, useRef, useSyncExternalStore, type ReactNode, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRoute } from './router';

// Spec section 9: at most 1 toast at a time; visible 5000 ms; a dismissed toast is removed after 1,000,000 ms
// (it is hidden at once); swipe right past 50 px dismisses.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ReactNode;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  at: number; // when it was raised (ms): a route change closes the toasts raised before it
}

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit() {
  for (const l of listeners) l();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
  emit();
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true, at: Date.now() }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => {
      toasts = toasts.map((t) => (t.id === id ? { ...t, ...next } : t));
      emit();
    },
  };
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}
const getSnapshot = () => toasts;

export function useToast() {
  const list = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: list, toast, dismiss: dismissToast };
}

function ToastCard({ item }: { item: ToastItem }) {
  const start = useRef<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const dx = useRef(0);

  useEffect(() => {
    if (!item.open) return;
    const timer = setTimeout(() => dismissToast(item.id), item.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, item.open, item.duration]);

  const onDown = (e: PointerEvent) => {
    start.current = e.clientX;
    dx.current = 0;
  };
  const onMove = (e: PointerEvent) => {
    if (start.current === null || !ref.current) return;
    dx.current = Math.max(0, e.clientX - start.current);
    ref.current.style.transform = `translateX(${dx.current}px)`;
  };
  const onUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (dx.current > TOAST_SWIPE_THRESHOLD_PX) dismissToast(item.id);
    else if (ref.current) ref.current.style.transform = '';
  };

  const destructive = item.variant === 'destructive';
  return (
    <Paper
      ref={ref}
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      data-variant={item.variant ?? 'default'}
      elevation={0}
      onPointerDown={onDown}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerCancel={onUp}
      sx={{
        pointerEvents: 'auto',
        touchAction: 'pan-y',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 2,
        pr: 1,
        width: '100%',
        borderRadius: 3,
        border: '1px solid',
        borderColor: destructive ? 'error.main' : 'divider',
        bgcolor: destructive ? 'error.main' : 'background.paper',
        color: destructive ? 'error.contrastText' : 'text.primary',
        boxShadow: '0 12px 32px -8px rgba(17,24,39,0.25)',
        transition: 'transform 120ms ease, opacity 200ms ease',
        animation: 'techpackToastIn 220ms cubic-bezier(.2,.8,.2,1)',
        '@keyframes techpackToastIn': {
          from: { opacity: 0, transform: 'translateY(12px)' },
          to: { opacity: 1, transform: 'none' },
        },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {item.title && (
          <Typography variant="subtitle2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {item.title}
          </Typography>
        )}
        {item.description && (
          <Typography
            variant="body2"
            sx={{ opacity: destructive ? 0.95 : 0.8, mt: item.title ? 0.25 : 0, wordBreak: 'break-word' }}
          >
            {item.description}
          </Typography>
        )}
      </Box>
      {item.action && <Box sx={{ alignSelf: 'center' }}>{item.action}</Box>}
      <IconButton
        size="small"
        aria-label="Close"
        onClick={() => dismissToast(item.id)}
        sx={{ color: 'inherit', opacity: 0.7, mt: -0.5 }}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </IconButton>
    </Paper>
  );
}

// A toast raised this long before a route change belongs to the page left behind: it closes. One raised by the action
// that navigates (a save that opens the next page) stays to be read there.
export const TOAST_ROUTE_GRACE_MS = 600;

/** Closes the toasts of the page left behind. */
export function dismissStaleToasts(now = Date.now()): void {
  for (const t of toasts) if (t.open && now - t.at > TOAST_ROUTE_GRACE_MS) dismissToast(t.id);
}

// The toast viewport; the shell renders it once.
export function Toaster() {
  const { toasts: list } = useToast();
  const { path } = useRoute();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dismissStaleToasts();
  }, [path]);
  const open = list.filter((t) => t.open);
  return (
    <Box
      role="region"
      aria-label="Notifications"
      sx={{
        position: 'fixed',
        zIndex: 2000,
        // Bottom left: never over the header, its back links or a page's actions at the top (Share, View Chat), and
        // clear of the floating chat button at the bottom right (phone: the right 80 px stay free for it).
        left: { xs: 12, sm: 24 },
        right: { xs: 80, sm: 'auto' },
        bottom: { xs: 12, sm: 24 },
        top: 'auto',
        width: { sm: 380 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {open.map((t) => (
        <ToastCard key={t.id} item={t} />
      ))}
    </Box>
  );
}
