import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPagesFor } from './app/router';
import { createApolloClient, type ApolloState } from './lib/apollo-client';
import { clinicQuery } from './lib/clinic-profile';
import { APOLLO_STATE_ID } from './config/page-data';
import { adoptingServerPage } from './lib/deferred-section';
import { createStyleCache } from './lib/style-cache';

/** Lets the browser paint and handle input between the steps of start-up on a slow phone. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(container: HTMLElement) {
  // A server-rendered page carries its data as JSON (not a script: the CSP runs none inline).
  const stateElement = document.getElementById(APOLLO_STATE_ID);
  const state = stateElement?.textContent
    ? (JSON.parse(stateElement.textContent) as ApolloState)
    : undefined;
  const serverRendered = Boolean(state && container.firstElementChild);
  // Sections far down the server's page load when the patient scrolls to them.
  if (serverRendered) adoptingServerPage();
  // The page's own chunk first, so hydration finds it loaded and never swaps the server's page
  // for the loading state.
  await preloadPagesFor(window.location.pathname).catch(() => undefined);
  const client = createApolloClient(state);
  await yieldToBrowser();
  // The frame's first query, read once in a task of its own: Apollo prepares the document and
  // caches the result here, work the first render would otherwise add to hydration's longest
  // task on every page.
  if (state) client.readQuery({ query: clinicQuery, optimistic: true });
  await yieldToBrowser();

  const app = (
    <StrictMode>
      <CacheProvider value={createStyleCache()}>
        <AppProviders client={client}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
  if (serverRendered) {
    // As a transition, adopting the server's HTML yields to the browser every few milliseconds
    // instead of holding a slow phone's main thread for one long task. A tap meanwhile is
    // replayed by React once the part it hit is adopted. (A tap that CI once saw lost here was
    // the router scrolling to the top as it took over; ScrollRestoration leaves the first page.)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
