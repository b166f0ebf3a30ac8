import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './app/fonts.css';
import { AppProviders } from './app/providers';
import { createAppRouter, preloadPagesFor } from './app/router';
import { createApolloClient, type ApolloState } from './lib/apollo-client';
import { APOLLO_STATE_ID } from './config/page-data';

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
  // The page's own chunk first: then the whole page hydrates at once, and no link can start a
  // navigation while half of it is still server HTML.
  await preloadPagesFor(window.location.pathname).catch(() => undefined);
  const client = createApolloClient(state);
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();

  const app = (
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (state && container.firstElementChild) {
    // Not as a transition: a sliced hydration let a tap on a link land on a half-adopted page
    // and get lost (seen in CI); in one pass, a tap either comes before (the link works as plain
    // HTML) or after.
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
