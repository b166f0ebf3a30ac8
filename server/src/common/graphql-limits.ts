import {
  GraphQLError,
  getNullableType,
  isListType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ArgumentNode,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Limits on what one GraphQL document may ask for. The schema is public (Sandbox), so a hostile
 * client can write any query: these stop the expensive ones before they run.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 1000,
  /** Roughly the number of field values a response may hold (see costLimit). */
  maxCost: 10_000,
  /** Assumed length of a list whose size the query does not state. */
  defaultListSize: 10,
} as const;

/** Each limit answers with its own code in `extensions.code`. */
export type LimitCode = 'QUERY_TOO_DEEP' | 'TOO_MANY_ALIASES' | 'QUERY_TOO_COMPLEX';

function limitError(code: LimitCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { limit: code } });
}

function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
}

/** Depth of a selection set, following fragments (each fragment once per path: no cycles). */
function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string> = new Set(),
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      // Introspection (Sandbox's schema query) is deep by nature and cheap: not counted.
      if (selection.name.value.startsWith('__')) continue;
      deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, fragments, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      deepest = Math.max(
        deepest,
        depthOf(fragment.selectionSet, fragments, new Set([...seen, name])),
      );
    }
  }
  return deepest;
}

export function depthLimit(maxDepth: number): ValidationRule {
  return (context): ASTVisitor => ({
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet, fragmentsOf(context));
      if (depth > maxDepth) {
        context.reportError(
          limitError(
            'QUERY_TOO_DEEP',
            `The query is ${depth} levels deep; at most ${maxDepth} are allowed.`,
          ),
        );
      }
    },
  });
}

export function aliasLimit(maxAliases: number): ValidationRule {
  return (context): ASTVisitor => {
    let aliases = 0;
    return {
      Field(field) {
        if (field.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases > maxAliases) {
            context.reportError(
              limitError(
                'TOO_MANY_ALIASES',
                `The query uses ${aliases} aliases; at most ${maxAliases} are allowed.`,
              ),
            );
          }
        },
      },
    };
  };
}

/** The page size a list field is asked for, when it says so. */
function statedListSize(args: readonly ArgumentNode[]): number | undefined {
  const sizeArg = args.find((arg) =>
    ['pageSize', 'first', 'limit', 'take'].includes(arg.name.value),
  );
  return sizeArg?.value.kind === Kind.INT ? Number(sizeArg.value.value) : undefined;
}

/**
 * Cost = the number of field values the response may hold: every field costs 1, times the sizes
 * of the lists it sits in (the stated page size, else an assumed default). Fragments are counted
 * at each place they are spread. Introspection fields are free.
 */
export function costLimit(maxCost: number, defaultListSize: number): ValidationRule {
  return (context): ASTVisitor => {
    const fragments = fragmentsOf(context);
    const schema = context.getSchema();
    return {
      OperationDefinition(operation) {
        const typeInfo = new TypeInfo(schema);
        const multipliers: number[] = [1];
        let cost = 0;
        const walk = (node: OperationDefinitionNode | SelectionSetNode, seen: Set<string>) => {
          visit(
            node,
            visitWithTypeInfo(typeInfo, {
              Field: {
                enter(field) {
                  if (field.name.value.startsWith('__')) return false;
                  const multiplier = multipliers[multipliers.length - 1];
                  cost += multiplier;
                  const type = typeInfo.getType();
                  const list = type && isListType(getNullableType(type));
                  const size = list
                    ? (statedListSize(field.arguments ?? []) ?? defaultListSize)
                    : 1;
                  multipliers.push(multiplier * size);
                },
                leave() {
                  multipliers.pop();
                },
              },
              FragmentSpread(spread) {
                const name = spread.name.value;
                const fragment = fragments.get(name);
                if (fragment && !seen.has(name))
                  walk(fragment.selectionSet, new Set([...seen, name]));
              },
            }),
          );
        };
        // From the operation itself, so TypeInfo knows the root type and every field's type.
        walk(operation, new Set());
        if (cost > maxCost) {
          context.reportError(
            limitError(
              'QUERY_TOO_COMPLEX',
              `The query could return about ${cost} values; at most ${maxCost} are allowed. ` +
                'Ask for fewer fields or smaller pages.',
            ),
          );
        }
      },
    };
  };
}

export const graphqlValidationRules: ValidationRule[] = [
  depthLimit(GRAPHQL_LIMITS.maxDepth),
  aliasLimit(GRAPHQL_LIMITS.maxAliases),
  costLimit(GRAPHQL_LIMITS.maxCost, GRAPHQL_LIMITS.defaultListSize),
];
