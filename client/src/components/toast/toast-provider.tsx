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
import { toastTexts } from './toast-texts';

// Every page has the region, few ever show a toast: the toast itself (MUI's Alert) loads with
// the first one, not with every page.
const ToastItem = lazy(() => import('./toast-item').then((m) => ({ default: m.ToastItem })));

const defaultDuration: Record<ToastVariant, number> = { success: 5000, info: 5000, error: 8000 };
const MAX_VISIBLE = 3;

/** One toast system for the site: bottom-right, a labelled region, Alt+T moves focus to it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const regionRef = useRef<HTMLElement>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    ({ title, description, variant = 'info', duration }: ToastInput) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => [...current, { id, title, description, variant }].slice(-MAX_VISIBLE));
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
        aria-label={toastTexts.regionLabel}
        tabIndex={-1}
        sx={{
          position: 'fixed',
          right: { xs: 8, sm: 16 },
          bottom: { xs: 80, md: 16 },
          left: { xs: 8, sm: 'auto' },
          zIndex: (theme) => theme.zIndex.snackbar,
          width: { sm: 380 },
          outline: 'none',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
          pointerEvents: toasts.length ? 'auto' : 'none',
        }}
      >
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          <Suspense fallback={null}>
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
            ))}
          </Suspense>
        </Box>
      </Box>
    </ToastContext.Provider>
  );
}
