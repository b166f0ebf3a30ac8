import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPagesFor } from './app/router';
import { createApolloClient, type ApolloState } from './lib/apollo-client';
import { clinicQuery } from './lib/clinic-profile';
import { mountApp, nextTask, readServerPage, type EarlyInput } from './ssr/browser';

/** Browser start, the loader's last step (main.tsx): adopts the server's page, or renders. */
export async function start(input: EarlyInput): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { state, rendered } = readServerPage<ApolloState>(container);
  // The page's own chunk first, so hydration finds it loaded and never swaps the server's page
  // for the loading state.
  await preloadPagesFor(window.location.pathname, rendered).catch(() => undefined);
  const client = createApolloClient(state);
  await nextTask();
  // The frame's first query, read once in a task of its own: Apollo prepares the document and
  // caches the result here, work the first render would otherwise add to hydration's longest
  // task on every page.
  if (state) client.readQuery({ query: clinicQuery, optimistic: true });
  await nextTask();

  mountApp(
    container,
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>,
    { rendered, input },
  );
}
