import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import {
  ToastContext,
  type Toast,
  type ToastApi,
  type ToastInput,
  type ToastVariant,
} from './toast-context';
import { BOTTOM_GAP } from './toast-layout';
import { useLingui } from '@lingui/react';

// Every page has the region, few ever show a toast: the toast itself (MUI's Alert) and what ties
// it to the page load with the first one, not with every page.
const ToastItem = lazy(() => import('./toast-item').then((m) => ({ default: m.ToastItem })));

const defaultDuration: Record<ToastVariant, number> = { success: 5000, info: 5000, error: 8000 };
/** One of each variant at most; a phone shows the newest two (see ToastItem). */
const MAX_VISIBLE = 3;

/**
 * One toast system for the site: a labelled region, Alt+T moves focus to it. A notice replaces the
 * last of its variant, a success clears the errors, typing in the field an error is about clears
 * it, and the region sits at the bottom unless that would cover what a notice talks about.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { _ } = useLingui();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const regionRef = useRef<HTMLElement>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    ({ variant = 'info', duration, ...input }: ToastInput) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      const stays = (old: Toast) =>
        old.variant !== variant && !(variant === 'success' && old.variant === 'error');
      setToasts((shown) => [...shown.filter(stays), { ...input, id, variant }].slice(-MAX_VISIBLE));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration ?? defaultDuration[variant]),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && (event.code === 'KeyT' || event.key.toLowerCase() === 't')) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      pending.forEach(clearTimeout);
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Box
        component="section"
        ref={regionRef}
        role="region"
        aria-label={_('toast.region')}
        tabIndex={-1}
        sx={{
          position: 'fixed',
          right: { xs: 8, sm: 16 },
          left: { xs: 8, sm: 'auto' },
          // A notice about something on the page moves it under the header while the bottom
          // would cover that (use-toast-ties.ts, loaded with the first notice).
          bottom: BOTTOM_GAP,
          zIndex: 'snackbar',
          width: { sm: 380 },
          // Empty, it has no height to catch taps; Alt+T's focus ring is the theme's.
        }}
      >
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          <Suspense fallback={null}>
            {toasts.map((toast) => (
              <ToastItem
                key={toast.id}
                toast={toast}
                region={regionRef}
                onClose={() => dismiss(toast.id)}
              />
            ))}
          </Suspense>
        </Box>
      </Box>
    </ToastContext.Provider>
  );
}
