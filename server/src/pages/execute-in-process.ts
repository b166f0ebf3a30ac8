import type { ApolloServer } from '@apollo/server';
import type { AppContext } from '../context';
import type { GraphQLRequest, GraphQLResult } from './page-renderer';

/** One operation through Apollo Server's full pipeline (limits, formatting) without HTTP. */
export async function executeInProcess(
  apollo: ApolloServer<AppContext>,
  request: GraphQLRequest,
  contextValue: AppContext,
): Promise<GraphQLResult> {
  const response = await apollo.executeOperation(request, { contextValue });
  if (response.body.kind !== 'single') throw new Error('incremental delivery is not supported');
  return response.body.singleResult as GraphQLResult;
}
