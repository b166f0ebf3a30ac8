import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type OperationDefinitionNode } from 'graphql';
import type { StaffContext } from '../staff-context';
import { STAFF_WORDS } from '../staff-words';

function refused(code: string, message: string, status: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status } } });
}

const readsSchema = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.some(
    (selection) =>
      selection.kind === 'Field' &&
      (selection.name.value === '__schema' || selection.name.value === '__type'),
  );

/**
 * Before a staff operation runs: a write must come from a page of this site (a same-origin
 * Origin or Sec-Fetch-Site), unless an integration key sends it; and the schema is shown only
 * to a signed-in staff member or a key.
 */
export function staffRequestRules(): ApolloServerPlugin<StaffContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (!operation) return;
          const { actor } = contextValue.request;
          if (operation.operation !== 'query' && actor.kind !== 'key' && !contextValue.sameOrigin)
            throw refused('FORBIDDEN', STAFF_WORDS.crossOrigin, 403);
          if (actor.kind === 'patient' && readsSchema(operation))
            throw refused('UNAUTHENTICATED', STAFF_WORDS.unauthenticated, 401);
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const waits = (response.body.singleResult.errors ?? [])
            .map((error) => error.extensions?.retryAfterSeconds)
            .filter((wait): wait is number => typeof wait === 'number');
          if (waits.length > 0)
            response.http.headers.set('retry-after', String(Math.max(...waits)));
        },
      };
    },
  };
}
