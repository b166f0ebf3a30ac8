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
import { choosePlacement, textRects, type Placement } from './toast-placement';
import { toastTexts } from './toast-texts';

// Every page has the region, few ever show a toast: the toast itself (MUI's Alert) loads with
// the first one, not with every page.
const ToastItem = lazy(() => import('./toast-item').then((m) => ({ default: m.ToastItem })));

const defaultDuration: Record<ToastVariant, number> = { success: 5000, info: 5000, error: 8000 };
/** One of each variant at most; a phone shows the newest two (see the list's style). */
const MAX_VISIBLE = 3;
/** Above the phone's sticky action bar; from md up there is none. */
const BOTTOM_GAP = { xs: 80, md: 16 } as const;
/** MUI's md breakpoint, where the action bar goes. */
const MD_WIDTH = 900;
/** How often the region checks it covers nothing it talks about while the page settles. */
const PLACE_EVERY_MS = 250;

/** The bottom and top places the region could take, as viewport rectangles. */
function candidates(region: HTMLElement) {
  const box = region.getBoundingClientRect();
  const height = box.height;
  const gap = window.innerWidth >= MD_WIDTH ? BOTTOM_GAP.md : BOTTOM_GAP.xs;
  const headerBottom = Math.max(
    0,
    document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
  );
  const top = headerBottom + 8;
  const bottom = window.innerHeight - gap;
  return {
    top,
    rects: {
      bottom: { top: bottom - height, bottom, left: box.left, right: box.right },
      top: { top, bottom: top + height, left: box.left, right: box.right },
    },
  };
}

/**
 * One toast system for the site: a labelled region, Alt+T moves focus to it. Notices of one kind
 * replace each other, a success clears the errors, typing in the field an error is about clears
 * it, and the region sits at the bottom unless that would cover what a notice talks about.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [placement, setPlacement] = useState<Placement>({ edge: 'bottom' });
  const regionRef = useRef<HTMLElement>(null);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);
  // For listeners that outlive a render: the toasts on screen now.
  const current = useRef<Toast[]>([]);
  useEffect(() => {
    current.current = toasts;
  }, [toasts]);

  const forget = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const dismiss = useCallback(
    (id: string) => {
      forget(id);
      setToasts((shown) => shown.filter((toast) => toast.id !== id));
    },
    [forget],
  );

  const show = useCallback(
    ({ title, description, variant = 'info', duration, kind, field, about }: ToastInput) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      const toast: Toast = { id, title, description, variant, kind: kind ?? variant, field, about };
      setToasts((shown) => {
        const gone = (old: Toast) =>
          old.kind === toast.kind || (variant === 'success' && old.variant === 'error');
        shown.filter(gone).forEach((old) => forget(old.id));
        return [...shown.filter((old) => !gone(old)), toast].slice(-MAX_VISIBLE);
      });
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration ?? defaultDuration[variant]),
      );
      return id;
    },
    [dismiss, forget],
  );

  useEffect(() => {
    const pending = timers.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && (event.code === 'KeyT' || event.key.toLowerCase() === 't')) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    // The patient is fixing what an error is about: the error has done its work.
    const onInput = (event: Event) => {
      const target = event.target as Node | null;
      for (const toast of current.current) {
        const field = toast.field ? document.getElementById(toast.field) : null;
        if (field && target && field.contains(target)) dismiss(toast.id);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('input', onInput, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('input', onInput, true);
      pending.forEach(clearTimeout);
    };
  }, [dismiss]);

  const hasAbout = toasts.some((toast) => toast.about);
  // Only a notice about something on the page moves the region; the rest stay at the bottom.
  const where: Placement = hasAbout ? placement : { edge: 'bottom' };
  useEffect(() => {
    if (!hasAbout) return;
    const place = () => {
      const region = regionRef.current;
      if (!region) return;
      const root = document.querySelector('main') ?? document.body;
      const targets = current.current.flatMap((toast) =>
        toast.about ? textRects(root, toast.about, region) : [],
      );
      const { top, rects } = candidates(region);
      const edge = choosePlacement(rects, targets);
      setPlacement((was) =>
        edge === 'bottom'
          ? was.edge === 'bottom'
            ? was
            : { edge }
          : was.edge === 'top' && was.top === top
            ? was
            : { edge, top },
      );
    };
    // The page the notice talks about may still be rendering, loading or scrolling.
    const frame = requestAnimationFrame(place);
    const every = setInterval(place, PLACE_EVERY_MS);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(every);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [hasAbout]);

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
        data-placement={where.edge}
        sx={{
          position: 'fixed',
          right: { xs: 8, sm: 16 },
          left: { xs: 8, sm: 'auto' },
          ...(where.edge === 'top' ? { top: where.top, bottom: 'auto' } : { bottom: BOTTOM_GAP }),
          zIndex: (theme) => theme.zIndex.snackbar,
          width: { sm: 380 },
          outline: 'none',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
          pointerEvents: toasts.length ? 'auto' : 'none',
        }}
      >
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            // A phone shows the newest two: more would cover most of its screen.
            '& > li:nth-last-of-type(n+3)': { display: { xs: 'none', sm: 'block' } },
          }}
        >
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
