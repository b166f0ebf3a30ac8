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
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { createServerApolloClient, type ApolloState } from './lib/apollo-client';
import { PageHeadContext, type PageHead, type PageHeadRecorder } from './lib/page-head';
import { createStyleCache } from './lib/style-cache';
import { COMPOSED_STYLES_ATTRIBUTE, PAGE_STYLES_ATTRIBUTE } from './config/page-data';

export { APOLLO_STATE_ID } from './config/page-data';

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

export interface RenderOptions {
  /** Absolute URL of the page, e.g. http://localhost:4000/diseases/piles. */
  url: string;
  /** Runs one GraphQL operation in the server's own process. */
  execute: (request: GraphQLRequest) => Promise<GraphQLResult>;
  /** Stops waiting for data; what is rendered by then is sent. */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** The markup for #root. */
  html: string;
  /** Emotion's <style> elements for exactly the rules the markup uses. */
  styles: string;
  /** The Apollo cache after rendering, for the browser to start from. */
  state: ApolloState;
  head: PageHead;
}

function inProcessLink(execute: RenderOptions['execute']): ApolloLink {
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

export async function renderPage({ url, execute, signal }: RenderOptions): Promise<RenderedPage> {
  const { pathname, search, hash } = new URL(url);
  const { client, extract } = createServerApolloClient(inProcessLink(execute));
  const emotionCache = createStyleCache();
  const { extractCriticalToChunks } = createEmotionServer(emotionCache);
  let head: PageHead = {};
  const recorder: PageHeadRecorder = { record: (part) => (head = { ...head, ...part }) };

  const tree = (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders client={client}>
          <PageHeadContext.Provider value={recorder}>
            <StaticRouter location={{ pathname, search, hash }}>
              <AppRoutes />
            </StaticRouter>
          </PageHeadContext.Provider>
        </AppProviders>
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
  return {
    html: result,
    styles: styleTags(extractCriticalToChunks(result), emotionCache),
    state: extract(),
    head,
  };
}

/**
 * The page's styles as <style> elements that Emotion in the browser leaves where they are: under
 * its own data-emotion attribute it would move each one on start-up, making the phone re-apply
 * every style of the page. The browser's cache reads the ids instead (createStyleCache).
 */
function styleTags(
  { styles }: { styles: { key: string; ids: string[]; css: string }[] },
  cache: EmotionCache,
): string {
  const used = new Set(styles.flatMap((chunk) => chunk.ids));
  const composed = Object.keys(cache.inserted).filter((id) => !used.has(id));
  return (
    styles
      .filter((chunk) => chunk.css)
      .map(
        (chunk) => `<style ${PAGE_STYLES_ATTRIBUTE}="${chunk.ids.join(' ')}">${chunk.css}</style>`,
      )
      .join('') +
    (composed.length ? `<style ${COMPOSED_STYLES_ATTRIBUTE}="${composed.join(' ')}"></style>` : '')
  );
}
