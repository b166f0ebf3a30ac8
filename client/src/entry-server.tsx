// The server's page renderer (built with `vite build --ssr` into dist-server/): renders one
// address of the site to HTML with its data, for the server to send before any JavaScript runs.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { CacheProvider } from '@emotion/react';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { appCatalogue } from './app/catalogue';
import { createServerApolloClient } from './lib/apollo-client';
import { CatalogueRecorderContext, loadCatalogue, type Catalogue } from './lib/i18n/catalogue';
import { localeOfPath, localePrefix } from './lib/i18n/locales';
import { localeHeadTags } from './lib/i18n/locale-head';
import { setHindiDigits } from './lib/i18n/digits';
import { PageHeadContext, type PageHeadRecorder } from './lib/page-head';
import {
  createServerStyles,
  type Execute,
  type PageHead,
  type RenderedPage,
  type RenderOptions,
} from './ssr/server';

// The module's exports are the renderer contract (ssr/renderer-contract.d.ts) the server loads.
export { APOLLO_STATE_ID, PAGE_MESSAGES_ID } from './ssr/server';

function inProcessLink(execute: Execute): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

export async function renderPage({
  url,
  execute,
  signal,
  hindiDigits,
}: RenderOptions): Promise<RenderedPage> {
  setHindiDigits(hindiDigits);
  const { pathname, search, hash } = new URL(url);
  const { client, extract } = createServerApolloClient(inProcessLink(execute));
  const styles = createServerStyles();
  const locale = localeOfPath(pathname);
  await loadCatalogue(appCatalogue, locale);
  // The catalogues the page reads go out with it as data (PAGE_MESSAGES_ID), not as scripts.
  const catalogues = new Set<Catalogue>([appCatalogue]);
  let head: PageHead = {};
  const recorder: PageHeadRecorder = { record: (part) => (head = { ...head, ...part }) };

  const tree = (
    <StrictMode>
      <CacheProvider value={styles.cache}>
        <CatalogueRecorderContext.Provider value={catalogues}>
          <AppProviders client={client} locale={locale}>
            <PageHeadContext.Provider value={recorder}>
              <StaticRouter
                basename={localePrefix(locale) || undefined}
                location={{ pathname, search, hash }}
              >
                <AppRoutes />
              </StaticRouter>
            </PageHeadContext.Provider>
          </AppProviders>
        </CatalogueRecorderContext.Provider>
      </CacheProvider>
    </StrictMode>
  );

  const { result } = await prerenderStatic({
    tree,
    signal,
    maxRerenders: 6,
    renderFunction: (node) => {
      // Each pass starts a fresh head, so only the last (complete) pass speaks.
      head = {};
      return prerenderToNodeStream(node, {
        signal,
        // Never split a large section out behind an inline script (the CSP runs none).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          // A screen that throws "not found" is answered by the browser's error page; say 404.
          if (error instanceof Error && error.name === 'NotFoundError')
            recorder.record({ status: 404 });
        },
      });
    },
  });
  const messages = Object.fromEntries(
    await Promise.all(
      [...catalogues].map(async (catalogue) => [
        catalogue.name,
        (await catalogue[locale]()).messages,
      ]),
    ),
  );
  return {
    html: result,
    styles: styles.pageStyles(result),
    state: extract(),
    messages,
    lang: locale,
    headTags: localeHeadTags(locale),
    head,
  };
}
