import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './app/fonts.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createApolloClient, type ApolloState } from './lib/apollo-client';
import { APOLLO_STATE_ID } from './config/page-data';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A server-rendered page carries its data as JSON (not a script: the CSP runs none inline).
const stateElement = document.getElementById(APOLLO_STATE_ID);
const state = stateElement?.textContent
  ? (JSON.parse(stateElement.textContent) as ApolloState)
  : undefined;

const app = (
  <StrictMode>
    <AppProviders client={createApolloClient(state)}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>
);

if (state && container.firstElementChild) {
  // As a transition, adopting the server's HTML yields to the browser every few milliseconds
  // instead of holding a slow phone's main thread for one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
