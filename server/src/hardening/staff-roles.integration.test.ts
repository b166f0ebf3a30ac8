import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { repoRoot } from '../common/config';
import { STAFF_ROLES, type StaffRole } from '../common/staff-role';
import { buildAppSchema } from '../schema';
import { buildStaffSchema, staffResolvers } from '../staff-schema';
import { graphql } from '../test/test-app';
import {
  codeOf,
  makeAccount,
  signedIn,
  staffGraphql,
  startStaffApp,
  type StaffApp,
} from '../test/staff';

// Walks the staff schema as TypeGraphQL built it: every operation, whichever lane added it, is
// called anonymously and as each role its rule leaves out. Nothing here names an operation but
// the three that need no rule.

/** The door: the only staff operations without a role rule. */
const OPEN = new Set(['me', 'signIn', 'signOut']);

interface Operation {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  /** undefined: no rule; []: any signed-in staff member; else the roles named. */
  roles: StaffRole[] | undefined;
}

/** The @Authorized roles of each staff operation, from TypeGraphQL's own metadata. */
function rulesOf(): Map<string, StaffRole[]> {
  const storage = getMetadataStorage();
  const staff = new Set<unknown>(staffResolvers);
  const rules = new Map<string, StaffRole[]>();
  for (const handler of [...storage.queries, ...storage.mutations]) {
    if (!staff.has(handler.target)) continue;
    const onField = storage.authorizedFields.find(
      (rule) => rule.target === handler.target && rule.fieldName === handler.methodName,
    );
    const onClass = storage.authorizedResolver.find((rule) => rule.target === handler.target);
    const rule = onField ?? onClass;
    if (rule) rules.set(handler.schemaName, rule.roles as StaffRole[]);
  }
  return rules;
}

function operationsOf(schema: GraphQLSchema): Operation[] {
  const rules = rulesOf();
  const roots: ['query' | 'mutation', GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      kind,
      field,
      roles: rules.get(field.name),
    })),
  );
}

const SCALAR_SAMPLES: Record<string, unknown> = {
  Int: 1,
  Float: 1,
  Boolean: false,
  ID: '1',
  String: 'x',
  DateTimeISO: '2030-01-07T10:00:00+05:30',
  JSON: {},
};

/** A value GraphQL accepts for a type; whether the resolver would is not the point. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  if (isScalarType(type)) return SCALAR_SAMPLES[type.name] ?? 'x';
  return null;
}

/** The smallest document that calls an operation, with every argument it needs. */
function documentFor({ kind, field }: Operation): {
  query: string;
  variables: Record<string, unknown>;
} {
  const args = field.args.filter(
    (arg) => isNonNullType(arg.type) && arg.defaultValue === undefined,
  );
  const definitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind} Walk${definitions ? `(${definitions})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, sample(arg.type)])),
  };
}

describe('every staff operation checks its role on the server', () => {
  let app: StaffApp;
  let operations: Operation[];
  const cookies = new Map<StaffRole, string>();

  beforeAll(async () => {
    app = await startStaffApp();
    operations = operationsOf(await buildStaffSchema());
    for (const role of STAFF_ROLES) {
      cookies.set(role, (await signedIn(app, await makeAccount(app.dataSource, role))).cookie);
    }
  });
  afterAll(() => app.close());

  it('names the roles of every operation but me, signIn and signOut', () => {
    const unruled = operations.filter((op) => op.roles === undefined).map((op) => op.field.name);
    expect(unruled.sort()).toEqual([...OPEN].sort());
    for (const op of operations) {
      for (const role of op.roles ?? []) expect(STAFF_ROLES).toContain(role);
    }
  });

  it('answers UNAUTHENTICATED and no data to anyone not signed in', async () => {
    for (const op of operations.filter((candidate) => !OPEN.has(candidate.field.name))) {
      const { query, variables } = documentFor(op);
      const answer = await staffGraphql(app.url, query, variables);
      expect({
        op: op.field.name,
        code: codeOf(answer),
        data: answer.data?.[op.field.name] ?? null,
      }).toEqual({
        op: op.field.name,
        code: 'UNAUTHENTICATED',
        data: null,
      });
    }
  });

  it('answers FORBIDDEN and no data to every role the rule leaves out', async () => {
    let checked = 0;
    for (const op of operations.filter((candidate) => candidate.roles?.length)) {
      const { query, variables } = documentFor(op);
      for (const role of STAFF_ROLES.filter((candidate) => !op.roles!.includes(candidate))) {
        const answer = await staffGraphql(app.url, query, variables, { cookie: cookies.get(role) });
        expect({
          op: op.field.name,
          role,
          code: codeOf(answer),
          data: answer.data?.[op.field.name] ?? null,
        }).toEqual({
          op: op.field.name,
          role,
          code: 'FORBIDDEN',
          data: null,
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('serves no staff operation on the public /graphql, whose contract is unchanged', async () => {
    const publicSchema = await buildAppSchema();
    const committed = readFileSync(path.join(repoRoot, 'schema', 'schema.graphql'), 'utf8');
    expect(`${printSchema(lexicographicSortSchema(publicSchema))}\n`).toBe(committed);
    const publicRoots = new Set([
      ...Object.keys(publicSchema.getQueryType()?.getFields() ?? {}),
      ...Object.keys(publicSchema.getMutationType()?.getFields() ?? {}),
    ]);
    expect(operations.map((op) => op.field.name).filter((name) => publicRoots.has(name))).toEqual(
      [],
    );
    for (const type of ['StaffMember', 'StaffRole', 'IntegrationKey', 'AuditEntry', 'AuditPage']) {
      expect(publicSchema.getType(type)).toBeUndefined();
    }
    const answer = await graphql(
      app.url,
      `
        {
          me {
            id
          }
          staffMembers {
            id
          }
        }
      `,
    );
    expect(answer.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses GET, and answers never to be stored', async () => {
    const get = await fetch(
      `${app.url}/staff/graphql?query=${encodeURIComponent('{ me { id } }')}`,
    );
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const post = await staffGraphql(app.url, `{ me { id } }`);
    expect(post.headers.get('cache-control')).toBe('no-store');
  });

  it('shows the schema to signed-in staff only', async () => {
    const introspect = `{ __schema { queryType { name } } }`;
    expect(codeOf(await staffGraphql(app.url, introspect))).toBe('UNAUTHENTICATED');
    const signed = await staffGraphql(
      app.url,
      introspect,
      {},
      { cookie: cookies.get('reception') },
    );
    expect(signed.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
