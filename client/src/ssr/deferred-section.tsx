import {
  memo,
  Suspense,
  use,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MemoExoticComponent,
  type ReactNode,
} from 'react';
import { StartUpContext } from './start-up';

/**
 * Loads sections' code ahead of a screen reached by client navigation, so it renders whole (and
 * Back can scroll to where the patient was).
 */
export async function preloadSections(sections: DeferredSection[]): Promise<void> {
  await Promise.all(sections.map((section) => section.preload()));
}

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Runs `task` once the main thread is idle (start-up done); returns a cancel. */
function onIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 2000);
  return () => clearTimeout(id);
}

/** How far below the screen a section starts loading its code, so it is ready when reached. */
const AHEAD = '600px 0px';

export type DeferredSection = MemoExoticComponent<() => ReactNode> & {
  /** Loads the section's code (a screen shown by client navigation loads it with the page). */
  preload: () => Promise<void>;
};

/**
 * A section far down a page whose code is its own chunk, loaded and adopted only when the
 * patient scrolls near it. Until then the server's HTML for it stays on the page, readable, its
 * links working as plain links; the phone downloads and runs less before the page responds.
 * The server renders it in full (crawlers, no-JavaScript), and a screen reached by client
 * navigation renders it with the page (its router preload awaits `preload`; start-up's does not,
 * see preloadPagesFor).
 *
 * React keeps a boundary's server HTML while its content suspends, but replaces it if the
 * boundary receives new props first, so the section takes no props and is memoised, and the
 * boundary's element is created once.
 */
export function deferredSection(
  load: () => Promise<ComponentType>,
  {
    whenIdle = false,
  }: {
    /**
     * Also adopt it once the phone is idle after start-up, scrolled to or not: for a section of
     * the frame (the footer), which stays across client navigations, and a navigation made while
     * its server HTML still waits would wait for it.
     */
    whenIdle?: boolean;
  } = {},
): DeferredSection {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined; // the next try loads again
        throw error;
      },
    ));

  function Content({ gate }: { gate: Gate | null }) {
    if (gate) use(gate.promise);
    if (!Loaded) use(preload());
    const Section = Loaded!;
    return <Section />;
  }

  function Deferred() {
    // Mounted while the server's page is adopted: keep its HTML until the patient comes near.
    const { adopting } = useContext(StartUpContext);
    const [gate] = useState(() => (adopting && !Loaded ? createGate() : null));
    const [boundary] = useState(() => (
      <Suspense fallback={null}>
        <Content gate={gate} />
      </Suspense>
    ));
    const marker = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = marker.current;
      if (!gate || !element) return;
      // A chunk that fails to load leaves the server's HTML in place.
      const adopt = () => void preload().then(gate.open, () => undefined);
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          adopt();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
      const idle = whenIdle ? onIdle(adopt) : undefined;
      return () => {
        observer.disconnect();
        idle?.();
      };
    }, [gate]);
    return <div ref={marker}>{boundary}</div>;
  }

  return Object.assign(memo(Deferred), { preload });
}
