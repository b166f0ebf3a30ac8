import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import type { EarlyInput } from './early-input';
import { APOLLO_STATE_ID, PAGE_MESSAGES_ID } from './page-data';
import { createStartUp, StartUpContext } from './start-up';
import { createStyleCache } from './style-cache';

export type { EarlyInput };
export { nextTask } from './loader';

/** What the server sent: its page's data (a JSON element: the CSP runs no inline script). */
export function readServerPage<State, Messages>(
  container: HTMLElement,
): {
  state: State | undefined;
  /** The frame's messages in the page's language, when the server sent them. */
  messages: Messages | undefined;
  /** Whether #root holds the server's rendering of the page, to be adopted. */
  rendered: boolean;
} {
  const element = document.getElementById(APOLLO_STATE_ID);
  const state = element?.textContent ? (JSON.parse(element.textContent) as State) : undefined;
  const words = document.getElementById(PAGE_MESSAGES_ID)?.textContent;
  const messages = words ? (JSON.parse(words) as Messages) : undefined;
  return { state, messages, rendered: Boolean(state && container.firstElementChild) };
}

/**
 * Adopts the server's page with `app` (or renders it into the plain shell), with start-up's
 * context around it: the style cache that knows the page's styles, and the store that tells
 * deferred sections to wait and lets the held input go once the page is live.
 */
export function mountApp(
  container: HTMLElement,
  app: ReactNode,
  { rendered, input }: { rendered: boolean; input: EarlyInput },
): void {
  const styleCache = createStyleCache();
  const startUp = createStartUp(rendered, styleCache, input);
  const root = (
    <StrictMode>
      <StartUpContext.Provider value={startUp}>
        <CacheProvider value={styleCache}>{app}</CacheProvider>
      </StartUpContext.Provider>
    </StrictMode>
  );
  if (rendered) {
    // As a transition, adopting the server's HTML yields to the browser every few milliseconds
    // instead of holding a slow phone's main thread for one long task. Taps and typing meanwhile
    // are held and replayed once the page is live (early-input.ts).
    startTransition(() => {
      hydrateRoot(container, root);
    });
  } else {
    createRoot(container).render(root);
  }
}
