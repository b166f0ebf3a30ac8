import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import {
  execute,
  getIntrospectionQuery,
  parse,
  print,
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { FULL_INTROSPECTION_QUERY } from './graphql-limits';

const INTROSPECTION_ROOTS = new Set(['__schema', '__type', '__typename']);

/** Sandbox's query and graphql-js's default: answered from memory from the first request on. */
const KNOWN_QUERIES = [
  getIntrospectionQuery(),
  FULL_INTROSPECTION_QUERY,
  getIntrospectionQuery({ inputValueDeprecation: true }),
];

/** Other introspection documents kept at once (each within the cost limit's one schema copy). */
const MAX_OTHER_DOCUMENTS = 20;

/** An operation that reads nothing but the schema: every root field is __schema or __type. */
function isIntrospectionOnly(operation: OperationDefinitionNode | undefined): boolean {
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === 'Field' && INTROSPECTION_ROOTS.has(selection.name.value),
    )
  );
}

type Requested = Pick<GraphQLRequestContext<object>, 'document' | 'operation' | 'request'>;

/**
 * The schema never changes while the server runs, so an introspection answer computed once
 * serves every later request for the same document: Sandbox's schema query costs one lookup,
 * not a walk over the whole schema. Runs after the cost limit, which refuses what is too large.
 */
export class IntrospectionCache {
  /** Documents printed once each: Apollo hands the same parsed document to repeated queries. */
  private readonly printed = new WeakMap<DocumentNode, string>();
  private readonly known = new Map<string, FormattedExecutionResult>();
  private readonly others = new LRUCache<string, FormattedExecutionResult>({
    max: MAX_OTHER_DOCUMENTS,
  });

  constructor(private readonly schema: GraphQLSchema) {
    for (const query of KNOWN_QUERIES) {
      const document = parse(query);
      const operation = document.definitions.find(
        (definition) => definition.kind === 'OperationDefinition',
      );
      const name = operation?.name?.value;
      const answer = this.run(document, name, {});
      if (answer) this.known.set(this.keyOf(document, name, {}), answer);
    }
  }

  /** Whether this request is introspection that the cache answers without running it. */
  answers(requested: Requested): boolean {
    const key = this.keyFor(requested);
    return key !== undefined && (this.known.has(key) || this.others.has(key));
  }

  /** The answer for an introspection-only request, computed now if it is not kept yet. */
  answerFor(requested: Requested): FormattedExecutionResult | undefined {
    const key = this.keyFor(requested);
    if (key === undefined || !requested.document) return undefined;
    const kept = this.known.get(key) ?? this.others.get(key);
    if (kept) return kept;
    const answer = this.run(
      requested.document,
      requested.operation?.name?.value,
      requested.request.variables ?? {},
    );
    if (answer) this.others.set(key, answer);
    return answer;
  }

  plugin(): ApolloServerPlugin {
    return {
      requestDidStart: async () => ({
        responseForOperation: async (requestContext) => {
          const answer = this.answerFor(requestContext);
          if (!answer) return null;
          return {
            http: requestContext.response.http,
            body: { kind: 'single', singleResult: answer },
          };
        },
      }),
    };
  }

  private keyFor({ document, operation, request }: Requested): string | undefined {
    if (!document || !isIntrospectionOnly(operation)) return undefined;
    return this.keyOf(document, operation?.name?.value, request.variables ?? {});
  }

  private keyOf(
    document: DocumentNode,
    operationName: string | undefined,
    variables: Record<string, unknown>,
  ): string {
    let text = this.printed.get(document);
    if (text === undefined) {
      text = print(document);
      this.printed.set(document, text);
    }
    return JSON.stringify([text, operationName ?? null, variables]);
  }

  /** Introspection runs no resolver of ours, so it completes at once; errors are not kept. */
  private run(
    document: DocumentNode,
    operationName: string | undefined,
    variableValues: Record<string, unknown>,
  ): FormattedExecutionResult | undefined {
    const result = execute({ schema: this.schema, document, operationName, variableValues });
    if ('then' in result || result.errors) return undefined;
    return { data: result.data };
  }
}
