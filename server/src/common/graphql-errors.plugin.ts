import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError } from 'graphql';
import type { RequestContext } from './request-context';
import { GENERIC_MESSAGE, toDomainError } from './errors';

/**
 * Logs unexpected resolver errors with the request id and puts that id in the generic message the
 * caller sees, so a patient's report can be matched to the log line.
 */
export function graphqlErrorsPlugin(): ApolloServerPlugin<{ request: RequestContext }> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (original instanceof GraphQLError || toDomainError(original)) continue;
            const { logger, requestId } = contextValue.request;
            logger.error(
              { err: original, requestId, path: error.path },
              'unexpected GraphQL error',
            );
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const { requestId } = contextValue.request;
          const errors = response.body.singleResult.errors;
          if (!errors) return;
          response.body.singleResult.errors = errors.map((error) =>
            error.extensions?.code === 'INTERNAL_SERVER_ERROR'
              ? {
                  ...error,
                  message: `${GENERIC_MESSAGE} (reference ${requestId})`,
                  extensions: { ...error.extensions, requestId },
                }
              : error,
          );
        },
      };
    },
  };
}
