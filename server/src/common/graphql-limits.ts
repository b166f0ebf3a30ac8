import type {
  ApolloServerPlugin,
  BaseContext,
  GraphQLRequestContextDidResolveOperation,
} from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  Kind,
  getIntrospectionQuery,
  getNullableType,
  getOperationAST,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  visit,
  type DocumentNode,
  type GraphQLDirective,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
  TypeInfo,
  visitWithTypeInfo,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

/** Everything introspection can ask for, as Apollo Sandbox asks: the costliest allowed copy. */
export const FULL_INTROSPECTION_QUERY = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  oneOf: true,
});

/**
 * Limits on what one GraphQL document may ask for. The schema is public (Sandbox), so a hostile
 * client can write any query: these stop the expensive ones before they run.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 1000,
  /** Roughly the number of field values a response may hold (see fieldCost). */
  maxCost: 10_000,
  /** Assumed length of a list whose size the query does not state. */
  defaultListSize: 10,
  /**
   * The largest page any field serves: a larger stated size counts as this, so the field itself
   * refuses it with BAD_USER_INPUT naming its argument.
   */
  maxListSize: 100,
  /** Introspection may ask for this many copies of the whole schema (Sandbox asks for one). */
  schemaCopies: 1,
  /** Each root field is a query of its own, however little it returns. */
  rootFieldCost: 50,
  /**
   * A search (a non-empty `search` or `q`) scans an index whatever it returns: about three fit
   * in one document.
   */
  searchCost: 3_000,
  /** Root fields that search several tables at once count one search per table. */
  searchScans: { search: 3 } as Readonly<Record<string, number>>,
} as const;

const copiesText = (copies: number) => (copies === 1 ? 'one copy' : `${copies} copies`);

/** Each limit answers with its own code in `extensions.code`. */
export type LimitCode = 'QUERY_TOO_DEEP' | 'TOO_MANY_ALIASES' | 'QUERY_TOO_COMPLEX';

function limitError(code: LimitCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { limit: code, http: { status: 400 } } });
}

/** graphql-armor reports "... found 9."; the count goes into our own message and code. */
function reportAs(code: LimitCode, message: (found: string) => string) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    const found = /found (\d+)/.exec(error.message)?.[1] ?? 'too many';
    context?.reportError(limitError(code, message(found)));
  };
}

export const graphqlValidationRules: ValidationRule[] = [
  maxDepthRule({
    n: GRAPHQL_LIMITS.maxDepth,
    // Sandbox's schema query is deep by nature; the cost counts what it asks for.
    ignoreIntrospection: true,
    flattenFragments: true,
    propagateOnRejection: false,
    onReject: [
      reportAs(
        'QUERY_TOO_DEEP',
        (found) =>
          `The query is ${found} levels deep; at most ${GRAPHQL_LIMITS.maxDepth} are allowed.`,
      ),
    ],
  }),
  maxAliasesRule({
    n: GRAPHQL_LIMITS.maxAliases,
    propagateOnRejection: false,
    onReject: [
      reportAs(
        'TOO_MANY_ALIASES',
        (found) =>
          `The query uses ${found} aliases; at most ${GRAPHQL_LIMITS.maxAliases} are allowed.`,
      ),
    ],
  }),
];

const SIZE_ARGUMENTS = ['pageSize', 'first', 'limit', 'take'];
const SEARCH_ARGUMENTS = ['search', 'q'];

function statedSize(args: Record<string, unknown>): number | undefined {
  const size = SIZE_ARGUMENTS.map((name) => args[name]).find((value) => typeof value === 'number');
  return size === undefined
    ? undefined
    : Math.min(Math.max(0, size as number), GRAPHQL_LIMITS.maxListSize);
}

/** A page field left to its own default size may serve up to the largest page. */
function takesSize(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.some((arg) => SIZE_ARGUMENTS.includes(arg.name));
}

function isSearch(args: Record<string, unknown>): boolean {
  return SEARCH_ARGUMENTS.some((name) => {
    const value = args[name];
    return typeof value === 'string' && value.trim() !== '';
  });
}

/** The average length of each introspection list in this schema, e.g. fields per type. */
function introspectionListSizes(schema: GraphQLSchema): Map<string, number> {
  const types = Object.values(schema.getTypeMap());
  const directives = schema.getDirectives();
  const fields = types.flatMap((type) =>
    isObjectType(type) || isInterfaceType(type) ? Object.values(type.getFields()) : [],
  );
  const perType = (count: (type: GraphQLNamedType) => number) =>
    types.reduce((sum, type) => sum + count(type), 0) / (types.length || 1);
  const perDirective = (count: (directive: GraphQLDirective) => number) =>
    directives.reduce((sum, directive) => sum + count(directive), 0) / (directives.length || 1);
  return new Map([
    ['__Schema.types', types.length],
    ['__Schema.directives', directives.length],
    ['__Type.fields', fields.length / (types.length || 1)],
    [
      '__Type.inputFields',
      perType((t) => (isInputObjectType(t) ? Object.keys(t.getFields()).length : 0)),
    ],
    ['__Type.enumValues', perType((t) => (isEnumType(t) ? t.getValues().length : 0))],
    [
      '__Type.interfaces',
      perType((t) => (isObjectType(t) || isInterfaceType(t) ? t.getInterfaces().length : 0)),
    ],
    [
      '__Type.possibleTypes',
      perType((t) => (isAbstractType(t) ? schema.getPossibleTypes(t).length : 0)),
    ],
    [
      '__Field.args',
      fields.reduce((sum, field) => sum + field.args.length, 0) / (fields.length || 1),
    ],
    ['__Directive.args', perDirective((directive) => directive.args.length)],
    ['__Directive.locations', perDirective((directive) => directive.locations.length)],
  ]);
}

/**
 * Cost = the number of field values the response may hold: every field costs 1, times the sizes
 * of the lists it sits in. A list's size is the one the query states (pageSize, first, limit,
 * take; from variables too), else the largest page when the field takes a size, else an assumed
 * default; an introspection list's is its average length in this schema. A field that states a
 * size but returns one object (products -> ProductPage) carries that size down: the lists inside
 * it count it instead of the default. On top, each root field costs rootFieldCost and each
 * search searchCost, wherever it sits.
 */
function fieldCost(
  schema: GraphQLSchema,
  introspectionSizes: Map<string, number>,
): ComplexityEstimator {
  const { defaultListSize, maxListSize, rootFieldCost, searchCost, searchScans } = GRAPHQL_LIMITS;
  const roots = new Set([schema.getQueryType(), schema.getMutationType()].filter(Boolean));
  return ({ type, field, args, childComplexity, context }) => {
    // Apollo Client asks for __typename everywhere; answering it costs nothing.
    if (field === TypeNameMetaFieldDef) return 0;
    const tally = context as CostTally;
    const size = statedSize(args);
    let cost: number;
    if (isListType(getNullableType(field.type))) {
      const listSize = isIntrospectionType(type)
        ? (introspectionSizes.get(`${type.name}.${field.name}`) ?? defaultListSize)
        : (size ?? (takesSize(field) ? maxListSize : defaultListSize));
      cost = 1 + listSize * childComplexity;
    } else {
      cost = 1 + (size === undefined ? 1 : size / defaultListSize) * childComplexity;
    }
    if (field === SchemaMetaFieldDef || field === TypeMetaFieldDef) {
      tally.introspection += cost;
      return cost;
    }
    const root = roots.has(type as GraphQLObjectType);
    if (root) cost += rootFieldCost;
    if (isSearch(args)) {
      const scans = (root ? searchScans[field.name] : undefined) ?? 1;
      cost += scans * searchCost;
      tally.searches += scans;
    }
    return cost;
  };
}

interface CostTally {
  introspection: number;
  searches: number;
}

/** What one operation may cost, for the per-client budget of expensive reads. */
export interface OperationCost {
  /** Values its data may hold, searches and root fields included; introspection apart. */
  dataCost: number;
  /** What its introspection costs (Infinity when too many nodes were spread to count). */
  introspection: number;
  /** How many searches it runs (a site search is one per table it searches). */
  searches: number;
}

interface SchemaCosts {
  estimator: ComplexityEstimator;
  /** What the whole schema costs to introspect, times the copies allowed. */
  introspectionAllowance: number;
}

const costsBySchema = new WeakMap<GraphQLSchema, SchemaCosts>();

function costsOf(schema: GraphQLSchema): SchemaCosts {
  let costs = costsBySchema.get(schema);
  if (!costs) {
    const estimator = fieldCost(schema, introspectionListSizes(schema));
    const fullIntrospection = parse(FULL_INTROSPECTION_QUERY);
    const tally: CostTally = { introspection: 0, searches: 0 };
    getComplexity({ schema, query: fullIntrospection, estimators: [estimator], context: tally });
    costs = {
      estimator,
      introspectionAllowance: tally.introspection * GRAPHQL_LIMITS.schemaCopies,
    };
    costsBySchema.set(schema, costs);
  }
  return costs;
}

/** What one operation asks for, as the limits count it. */
export interface OperationMeasure extends OperationCost {
  /** What introspection may cost: the whole schema, times the copies allowed. */
  introspectionAllowance: number;
}

/**
 * Whether an operation's measure is the same whatever its variables' values: each variable it
 * uses is the whole value of a nullable field argument that states no size and no search (so it
 * neither changes a cost nor can fail an argument), and no directive reads a variable (@skip and
 * @include change what counts). The coercion of the variables themselves is checked apart.
 */
function costIgnoresVariables(schema: GraphQLSchema, document: DocumentNode): boolean {
  const costArguments = new Set([...SIZE_ARGUMENTS, ...SEARCH_ARGUMENTS]);
  let ignores = true;
  const typeInfo = new TypeInfo(schema);
  // The whole document: its fragments are spread into the operation.
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Directive: (node) => {
        if (node.arguments?.length) ignores = false;
      },
      Argument: (node) => {
        if (!ignores) return false;
        if (node.value.kind === Kind.VARIABLE) {
          const argument = typeInfo.getArgument();
          if (!argument || isNonNullType(argument.type) || costArguments.has(node.name.value))
            ignores = false;
          return false;
        }
        // A literal value holding a variable somewhere inside (a list, an input object).
        visit(node.value, {
          Variable: () => {
            ignores = false;
          },
        });
        return false;
      },
    }),
  );
  return ignores;
}

const measuresByDocument = new WeakMap<DocumentNode, Map<string, OperationMeasure | null>>();

/**
 * Measures an operation of `document`; undefined when a variable is wrong (execution answers
 * that as usual). A document spread past the library's 10,000 nodes measures Infinity.
 *
 * The desk asks the same few documents again and again: an operation whose measure cannot
 * depend on its variables' values (costIgnoresVariables) is measured once per document, and
 * later requests only coerce their variables. Nothing of the variables is kept.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown>,
  operationName?: string,
): OperationMeasure | undefined {
  let measures = measuresByDocument.get(document);
  const key = operationName ?? '';
  const known = measures?.get(key);
  if (known !== undefined) {
    if (known === null) return measureAfresh(schema, document, variables, operationName);
    const operation = getOperationAST(document, operationName)!;
    const { errors } = getVariableValues(schema, operation.variableDefinitions ?? [], {
      ...variables,
    });
    return errors ? undefined : known;
  }
  const measure = measureAfresh(schema, document, variables, operationName);
  if (!measure) return measure;
  // One entry per operation the document holds (an unknown name is not kept).
  if (!getOperationAST(document, operationName)) return measure;
  if (!measures) {
    measures = new Map();
    measuresByDocument.set(document, measures);
  }
  // null: measured afresh each time, its variables may change it.
  measures.set(key, costIgnoresVariables(schema, document) ? measure : null);
  return measure;
}

function measureAfresh(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown>,
  operationName?: string,
): OperationMeasure | undefined {
  const { estimator, introspectionAllowance } = costsOf(schema);
  const tally: CostTally = { introspection: 0, searches: 0 };
  let cost: number;
  try {
    cost = getComplexity({
      schema,
      query: document,
      variables,
      operationName,
      estimators: [estimator],
      context: tally,
    });
  } catch (error) {
    if (!(error instanceof GraphQLError) || !/number of nodes/.test(error.message)) {
      return undefined;
    }
    cost = Infinity;
  }
  return {
    dataCost: cost - tally.introspection,
    introspection: tally.introspection,
    searches: tally.searches,
    introspectionAllowance,
  };
}

/**
 * Told what an accepted operation costs, before it runs; may refuse it by throwing, or hold it
 * until it may run and return what to call once its answer is sent.
 */
export type OnOperationCost<TContext extends BaseContext> = (
  cost: OperationCost,
  requestContext: GraphQLRequestContextDidResolveOperation<TContext>,
) => Promise<void | (() => void)>;

/**
 * Refuses, before anything runs, an operation whose data could hold more than maxCost values or
 * whose introspection asks for more than a few copies of the schema. It runs once the operation
 * is known, so sizes given in variables count. An accepted operation's cost goes to `onCost`.
 */
export function queryCostLimit<TContext extends BaseContext>(
  onCost?: OnOperationCost<TContext>,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      let answered: void | (() => void);
      return {
        async didResolveOperation(requestContext) {
          const { schema, document, request } = requestContext;
          const measure = measureOperation(
            schema,
            document,
            request.variables,
            request.operationName ?? undefined,
          );
          if (!measure) return;
          const { dataCost, introspection, introspectionAllowance } = measure;
          if (dataCost > GRAPHQL_LIMITS.maxCost) {
            const about = Number.isFinite(dataCost) ? `about ${Math.ceil(dataCost)}` : 'too many';
            throw limitError(
              'QUERY_TOO_COMPLEX',
              `The query could return ${about} values; at most ${GRAPHQL_LIMITS.maxCost} are ` +
                'allowed. Ask for fewer fields or smaller pages.',
            );
          }
          if (introspection > introspectionAllowance) {
            throw limitError(
              'QUERY_TOO_COMPLEX',
              `The query asks for more of the schema than ${copiesText(GRAPHQL_LIMITS.schemaCopies)}.`,
            );
          }
          answered = await onCost?.(
            { dataCost, introspection, searches: measure.searches },
            requestContext,
          );
        },
        async willSendResponse() {
          answered?.();
        },
      };
    },
  };
}
