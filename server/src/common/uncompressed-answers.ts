import type { ApolloServerPlugin } from '@apollo/server';
import { visit } from 'graphql';
import type { Response } from 'express';

/**
 * `Cache-Control: no-transform` keeps an answer out of compression (and out of any proxy's
 * rewriting). Compressing a long list costs far more than an empty one, so without it the time of
 * a lookup by phone alone would tell whether the phone has orders.
 */
export const UNCOMPRESSED_NO_STORE = 'no-store, no-transform';

/** Marks a REST answer as never stored and never compressed. */
export function sendUncompressed(res: Response): void {
  res.setHeader('Cache-Control', UNCOMPRESSED_NO_STORE);
}

/** The same for every GraphQL answer whose operation selects one of `fields`. */
export function uncompressedAnswers<T extends object>(fields: string[]): ApolloServerPlugin<T> {
  const names = new Set(fields);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, response }) {
          let selected = false;
          visit(document, {
            Field(node) {
              if (names.has(node.name.value)) selected = true;
            },
          });
          if (selected) response.http.headers.set('cache-control', UNCOMPRESSED_NO_STORE);
        },
      };
    },
  };
}
