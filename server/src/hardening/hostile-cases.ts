import type { DataSource } from 'typeorm';
import { GENERIC_MESSAGE } from '../common/errors';

// Shared by the hostile-input suites: every write path is thrown wrong types, missing fields,
// huge and strange strings, malformed bodies and GraphQL malformations. Each case asserts the
// server answers below 500 with a clear message and that the database is exactly as before
// (or, for input that is odd but legitimate, that it was stored literally and nothing else moved).

/** Response bodies are checked field by field, so they are typed loosely here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export type Door = 'graphql' | 'rest';

/**
 * What a case must lead to. `reject`: a 4xx (REST) or a GraphQL error with a clear message and
 * a non-internal code, nothing written. `accept`: stored literally. `either`: one of the two,
 * checked as such (e.g. unusual but RFC-valid e-mail addresses).
 */
export type Outcome = 'reject' | 'accept' | 'either';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: Loose;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer | FormData | URLSearchParams;
}

/** One request as the test sends it, any method, body and content type. */
export async function send(baseUrl: string, request: RawRequest): Promise<HttpAnswer> {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method ?? 'POST',
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  let json: Loose;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export const jsonRequest = (
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): RawRequest => ({
  path,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export const graphqlRequest = (query: string, variables?: unknown): RawRequest => ({
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

// ---------------------------------------------------------------------------------------------
// The database before and after
// ---------------------------------------------------------------------------------------------

export interface Snapshot {
  /** Rows per table. */
  counts: Record<string, number>;
  /** A digest of every row of every table: a changed status or name shows as well as a new row. */
  digests: Record<string, string>;
  /** Stock per product id, so a diff names the product. */
  stock: Record<string, number>;
}

let snapshotSql: string | undefined;

/** Row counts, row digests and product stock of every table in the schema. */
export async function snapshot(dataSource: DataSource): Promise<Snapshot> {
  if (!snapshotSql) {
    const tables = (
      (await dataSource.query(
        `SELECT table_name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
      )) as { table_name: string }[]
    ).map((t) => t.table_name);
    snapshotSql = tables
      .map(
        (table) =>
          // Each row's 64-bit hash, summed: any row added, removed or changed shows, without
          // sorting every table's rows as text (twice per case, it was most of a suite's time).
          `SELECT '${table}' AS name, count(*)::int AS rows,
             coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text AS digest
           FROM "${table}" t`,
      )
      .join(' UNION ALL ');
  }
  const rows = (await dataSource.query(snapshotSql)) as {
    name: string;
    rows: number;
    digest: string;
  }[];
  const stock = (await dataSource.query(`SELECT id, stock FROM product ORDER BY id`)) as {
    id: number;
    stock: number;
  }[];
  return {
    counts: Object.fromEntries(rows.map((r) => [r.name, r.rows])),
    digests: Object.fromEntries(rows.map((r) => [r.name, r.digest])),
    stock: Object.fromEntries(stock.map((s) => [String(s.id), s.stock])),
  };
}

/** The snapshot without the tables a case was allowed to change. */
export function without(shot: Snapshot, tables: readonly string[]): Snapshot {
  const keep = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([name]) => !tables.includes(name)));
  return {
    counts: keep(shot.counts),
    digests: keep(shot.digests),
    stock: tables.includes('product') ? {} : shot.stock,
  };
}

// ---------------------------------------------------------------------------------------------
// What a clear refusal looks like
// ---------------------------------------------------------------------------------------------

/** Messages that say nothing useful to a patient or an integrator about what to change. */
const VAGUE = [
  GENERIC_MESSAGE,
  'The request could not be processed.',
  'Some of the values are not allowed. Please check them.',
  'Unexpected error.',
  'Internal server error',
];

/** Traces of the server's insides that must never reach a caller. */
const LEAK =
  /QueryFailedError|TypeError|ReferenceError|SyntaxError: Unexpected|\bat [\w.<>]+ \(|\.ts:\d+|node_modules|invalid byte sequence|violates|constraint "|relation "/;

/** Why a refusal is not good enough, or undefined when it is. */
export function refusalProblem(door: Door, answer: HttpAnswer, field?: string): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status === 429) return 'rate limited: the case never reached the rule it tests';
  if (LEAK.test(answer.text)) return `leaks internals: ${answer.text.slice(0, 300)}`;
  const errors = answer.json?.errors as
    | { message?: string; extensions?: { code?: string; fields?: Record<string, string> } }[]
    | undefined;
  if (Array.isArray(errors)) return graphqlRefusalProblem(answer, errors, field);
  if (answer.status < 400) return `${door} status ${answer.status}: not refused`;
  if (answer.json === undefined) {
    // Refused before any of our code ran (Apollo's CSRF check, Node's header limit): plain text.
    return answer.text.trim() === '' && answer.status !== 431
      ? `status ${answer.status} without any explanation`
      : undefined;
  }
  const message = answer.json?.error;
  if (typeof message !== 'string' || message.trim() === '') {
    return `no { error } message: ${answer.text.slice(0, 200)}`;
  }
  if (VAGUE.includes(message)) return `vague message "${message}"`;
  return fieldProblem(answer.json?.fields, field);
}

/** A refusal that names fields must name the one the case broke (or its parent or child). */
function fieldProblem(fields: Record<string, string> | undefined, field?: string) {
  if (!field || !fields) return undefined;
  const named = Object.keys(fields).some(
    (key) => key === field || field.startsWith(`${key}.`) || key.startsWith(`${field}.`),
  );
  return named ? undefined : `fields ${JSON.stringify(fields)} do not name ${field}`;
}

function graphqlRefusalProblem(
  answer: HttpAnswer,
  errors: { message?: string; extensions?: { code?: string; fields?: Record<string, string> } }[],
  field?: string,
): string | undefined {
  if (errors.length === 0) return 'an empty errors list';
  if (answer.json.data && Object.values(answer.json.data).some((v) => v !== null)) {
    return `GraphQL data alongside the error: ${JSON.stringify(answer.json.data).slice(0, 200)}`;
  }
  for (const error of errors) {
    const code = error.extensions?.code;
    if (!code || code === 'INTERNAL_SERVER_ERROR') {
      return `code ${code ?? 'missing'}: ${error.message}`;
    }
    if (typeof error.message !== 'string' || error.message.trim() === '') return 'no message';
    if (VAGUE.some((vague) => error.message!.startsWith(vague))) {
      return `vague message "${error.message}"`;
    }
    const problem = fieldProblem(error.extensions?.fields, field);
    if (problem) return problem;
  }
  return undefined;
}

/** Whether the answer is a success (REST 2xx, GraphQL data without errors). */
export function accepted(door: Door, answer: HttpAnswer): boolean {
  if (door === 'graphql') {
    return answer.status === 200 && !answer.json?.errors && Boolean(answer.json?.data);
  }
  return answer.status >= 200 && answer.status < 300;
}

// ---------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------

export const MB = 1024 * 1024;

/** Body-size busters: far over BODY_LIMIT, answered 413 before any rule runs. */
export const ONE_MB = 'x'.repeat(MB);

export interface HostileValue {
  label: string;
  value: unknown;
}

/** Unicode and injection strings a legitimate patient's text may never contain, or may. */
export const STRINGS = {
  nulInside: 'Asha\u0000Devi',
  nulOnly: '\u0000',
  loneSurrogate: 'Asha \uD83D',
  sqlQuote: "Robert'); DROP TABLE appointment;--",
  sqlTautology: "' OR '1'='1' --",
  sqlUnion: "x' UNION SELECT patient_phone, symptoms FROM appointment --",
  sqlComment: 'Asha /* */; SELECT pg_sleep(5); --',
  htmlScript: '<script>alert(document.cookie)</script>',
  htmlImg: '"><img src=x onerror=alert(1)>',
  templateInjection: '{{constructor.constructor("return process")()}} ${7*7}',
  rtlOverride: 'Asha \u202Eved\u202C',
  rtlMarks: '\u200Fعلي \u200Eअशोक',
  emoji: '👩🏽‍⚕️ Asha 🙏🇮🇳',
  zalgo: 'A\u0338\u0322\u031B\u033Bs\u0337h\u0334a\u0336',
  zeroWidthOnly: '\u200B\u200C\u200D\u2060',
  bom: '\uFEFFAsha',
  controls: 'Asha\u0007\u001B[31m\u007F',
  newlines: 'Line one\r\nLine two\n\tTabbed',
  devanagari: 'आशा देवी',
  percentEncoded: 'Asha%00%27%22',
  nullWord: 'null',
  undefinedWord: 'undefined',
} as const;

export type StringKey = keyof typeof STRINGS;

export function hostileString(key: StringKey): HostileValue {
  return { label: `string ${key}`, value: STRINGS[key] };
}

/** Values of the wrong JSON type for a field that wants text. */
export const WRONG_TYPES: HostileValue[] = [
  { label: 'number', value: 42 },
  { label: 'boolean', value: true },
  { label: 'array', value: ['Asha'] },
  { label: 'object', value: { first: 'Asha' } },
  { label: 'empty object', value: {} },
];

// ---------------------------------------------------------------------------------------------
// Table-driven body mutations
// ---------------------------------------------------------------------------------------------

export const MISSING = Symbol('missing');

/** `body` with `path` (dot-separated; numeric parts index arrays) set to `value` or removed. */
export function mutate<T>(body: T, path: string, value: unknown): T {
  const copy = structuredClone(body) as Loose;
  const parts = path.split('.');
  let target = copy;
  for (const part of parts.slice(0, -1)) {
    if (target[part] === undefined || target[part] === null || typeof target[part] !== 'object') {
      target[part] = {};
    }
    target = target[part];
  }
  const last = parts[parts.length - 1];
  if (value === MISSING) delete target[last];
  else target[last] = value;
  return copy;
}

/** A value computed from the fixtures and the valid body it replaces a part of. */
export class Computed<F = Loose> {
  constructor(readonly compute: (fixtures: F, body: Loose) => unknown) {}
}

export function resolveValue<F>(value: unknown, fixtures: F, body: unknown): unknown {
  return value instanceof Computed ? value.compute(fixtures, body) : value;
}

/** One hostile change to a valid body and what it must lead to. */
export interface Mutation {
  label: string;
  path: string;
  value: unknown;
  outcome: Outcome | Partial<Record<Door, Outcome>>;
  /** The field a refusal must name when it names fields. */
  field?: string;
}

export function outcomeFor(outcome: Mutation['outcome'], door: Door): Outcome {
  return typeof outcome === 'string' ? outcome : (outcome[door] ?? 'reject');
}

/**
 * A desk's GraphQL answer to one hostile case, checked against the case's outcome: taken (200,
 * data, no errors) when it must be or, for `either`, was; otherwise refused with a clear answer
 * naming the case's field. Says which, so the suite then checks the database accordingly.
 */
export function expectGraphqlOutcome(c: Mutation, answer: HttpAnswer): 'taken' | 'refused' {
  const outcome = outcomeFor(c.outcome, 'graphql');
  const took = answer.status === 200 && !answer.json?.errors && Boolean(answer.json?.data);
  if (outcome === 'accept' || (outcome === 'either' && took)) {
    expect({ status: answer.status, errors: answer.json?.errors, took }).toEqual({
      status: 200,
      errors: undefined,
      took: true,
    });
    return 'taken';
  }
  expect(refusalProblem('graphql', answer, c.field)).toBeUndefined();
  return 'refused';
}

/** How a text field behaves, to know which hostile values it must take and which refuse. */
export interface TextField {
  path: string;
  required: boolean;
  max: number;
  /**
   * A blank value of an optional field is stored as empty; of a required one refused. A field
   * that is free text (names, messages) takes injection strings literally.
   */
  free: boolean;
}

/**
 * The hostile values for one text field and what each must lead to: wrong types and control
 * characters are refused; injection, markup and unusual Unicode are stored literally in free
 * text and refused by fields with a format (e-mail, phone).
 */
export function textMutations(field: TextField): Mutation[] {
  const { path, required, max, free } = field;
  const m = (label: string, value: unknown, outcome: Mutation['outcome']): Mutation => ({
    label,
    path,
    value,
    outcome,
    field: path,
  });
  const formatted = (outcome: Outcome): Outcome => (free ? outcome : 'reject');
  return [
    m('missing', MISSING, required ? 'reject' : 'accept'),
    m('null', null, required ? 'reject' : 'accept'),
    ...WRONG_TYPES.map(({ label, value }) => m(label, value, 'reject')),
    m('empty', '', required ? 'reject' : formatted('accept')),
    m('only spaces', '   ', required ? 'reject' : formatted('accept')),
    m('only tab and newline', '\t\n', required ? 'reject' : formatted('accept')),
    m('only zero-width characters', STRINGS.zeroWidthOnly, required ? 'reject' : 'either'),
    m('NUL inside', STRINGS.nulInside, 'reject'),
    m('only NUL', STRINGS.nulOnly, 'reject'),
    m('a lone surrogate', STRINGS.loneSurrogate, 'reject'),
    m('one over the maximum', 'x'.repeat(max + 1), 'reject'),
    m('90 kB', 'y'.repeat(90_000), 'reject'),
    m('1 MB', ONE_MB, 'reject'),
    m(`the maximum in emoji with presentation selectors`, '❤️'.repeat(max), 'either'),
    m('the maximum in surrogate pairs', '🙏'.repeat(max), 'either'),
    ...(
      [
        'sqlQuote',
        'sqlTautology',
        'sqlUnion',
        'sqlComment',
        'htmlScript',
        'htmlImg',
        'templateInjection',
        'rtlOverride',
        'rtlMarks',
        'emoji',
        'zalgo',
        'bom',
        'controls',
        'devanagari',
        'percentEncoded',
        'nullWord',
        'undefinedWord',
      ] as const
    ).map((key) =>
      m(
        `${key}`,
        STRINGS[key].length > max ? STRINGS[key].slice(0, max) : STRINGS[key],
        formatted('accept'),
      ),
    ),
    m('newlines and tabs', STRINGS.newlines.slice(0, max), formatted('accept')),
  ];
}

/** E-mail fields: the format rules are the point, so most strange text is refused. */
export function emailMutations(path: string, required: boolean): Mutation[] {
  const m = (label: string, value: unknown, outcome: Mutation['outcome']): Mutation => ({
    label,
    path,
    value,
    outcome,
    field: path,
  });
  return [
    m('missing', MISSING, required ? 'reject' : 'accept'),
    m('null', null, required ? 'reject' : 'accept'),
    ...WRONG_TYPES.map(({ label, value }) => m(label, value, 'reject')),
    m('empty', '', required ? 'reject' : 'accept'),
    m('no domain', 'asha@', 'reject'),
    m('no at', 'asha.example.in', 'reject'),
    m('two ats', 'asha@@example.in', 'reject'),
    m('spaces inside', 'asha devi@example.in', 'reject'),
    m('NUL inside', 'asha\u0000@example.in', 'reject'),
    m('a lone surrogate', 'asha\uD83D@example.in', 'reject'),
    m('SQL quote', "asha'); DROP TABLE customer_order;--@example.in", 'reject'),
    m('SQL tautology', "' OR '1'='1@example.in", 'reject'),
    m('apostrophe (valid)', "o'brien@example.in", 'either'),
    m('HTML', '<script>@example.in', 'reject'),
    m('upper case and spaces', '  ASHA.Devi@Example.IN ', 'accept'),
    m('Unicode domain', 'asha@उदाहरण.भारत', 'either'),
    m('RTL override', 'asha\u202E@example.in', 'either'),
    m('256 characters', `${'a'.repeat(64)}@${'b'.repeat(186)}.in`, 'reject'),
    m('1 MB', ONE_MB, 'reject'),
    m('header injection', 'asha@example.in\r\nBcc: all@example.in', 'reject'),
  ];
}

/** Phone fields: exactly 10 digits; everything else is refused. */
export function phoneMutations(path: string, required: boolean): Mutation[] {
  const m = (label: string, value: unknown, outcome: Mutation['outcome']): Mutation => ({
    label,
    path,
    value,
    outcome,
    field: path,
  });
  return [
    m('missing', MISSING, required ? 'reject' : 'accept'),
    m('null', null, required ? 'reject' : 'accept'),
    m('as a number', 9876543210, 'reject'),
    m('boolean', true, 'reject'),
    m('array', ['9876543210'], 'reject'),
    m('object', { number: '9876543210' }, 'reject'),
    m('empty', '', required ? 'reject' : 'accept'),
    m('9 digits', '987654321', 'reject'),
    m('11 digits', '98765432101', 'reject'),
    m('with +91', '+919876543210', 'reject'),
    m('with spaces', '98765 43210', 'reject'),
    m('letters', '98765abcde', 'reject'),
    m('Devanagari digits', '९८७६५४३२१०', 'reject'),
    m('full-width digits', '９８７６５４３２１０', 'reject'),
    m('NUL after the digits', '9876543210\u0000', 'reject'),
    m('newline after the digits', '9876543210\n', 'reject'),
    m('SQL tautology', "9876543210' OR '1'='1", 'reject'),
    m('negative', '-987654321', 'reject'),
    m('1 MB', ONE_MB, 'reject'),
  ];
}

// ---------------------------------------------------------------------------------------------
// Transport-level cases: the body itself is wrong
// ---------------------------------------------------------------------------------------------

export interface TransportCase {
  label: string;
  request(path: string, validBody: unknown): RawRequest;
  /** Most are refused; a valid body behind a harmless quirk (BOM, charset) may be taken. */
  outcome: Outcome;
}

const withType =
  (type: string | undefined, body: RawRequest['body']) =>
  (path: string): RawRequest => ({
    path,
    headers: type ? { 'content-type': type } : {},
    body,
  });

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** Malformed JSON, wrong content types, empty bodies, arrays and other wrong shapes. */
export const TRANSPORT_CASES: TransportCase[] = [
  {
    label: 'truncated JSON',
    request: withType('application/json', '{"name": '),
    outcome: 'reject',
  },
  {
    label: 'JSON with a trailing comma',
    request: withType('application/json', '{"name": "Asha",}'),
    outcome: 'reject',
  },
  {
    label: 'JSON with single quotes',
    request: withType('application/json', "{'name': 'Asha'}"),
    outcome: 'reject',
  },
  {
    label: 'JSON with NaN',
    request: withType('application/json', '{"rating": NaN}'),
    outcome: 'reject',
  },
  {
    label: 'JSON with a comment',
    request: withType('application/json', '{"name": "Asha" /* hi */}'),
    outcome: 'reject',
  },
  {
    label: 'JSON with a raw NUL byte',
    request: withType('application/json', Buffer.from('{"name": "A\u0000"}')),
    outcome: 'reject',
  },
  {
    label: 'invalid UTF-8 bytes',
    request: withType('application/json', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    outcome: 'reject',
  },
  { label: 'JSON null', request: withType('application/json', 'null'), outcome: 'reject' },
  { label: 'JSON number', request: withType('application/json', '42'), outcome: 'reject' },
  { label: 'JSON string', request: withType('application/json', '"Asha"'), outcome: 'reject' },
  { label: 'JSON true', request: withType('application/json', 'true'), outcome: 'reject' },
  { label: 'empty JSON body', request: withType('application/json', ''), outcome: 'reject' },
  { label: 'empty object', request: withType('application/json', '{}'), outcome: 'reject' },
  { label: 'empty array', request: withType('application/json', '[]'), outcome: 'reject' },
  { label: 'no body, no type', request: withType(undefined, undefined), outcome: 'reject' },
  {
    label: 'the valid body inside an array',
    request: (path, body) => withType('application/json', JSON.stringify([body]))(path),
    outcome: 'reject',
  },
  {
    label: 'the valid body twice in an array',
    request: (path, body) => withType('application/json', JSON.stringify([body, body]))(path),
    outcome: 'reject',
  },
  {
    label: 'the valid body as text/plain',
    request: (path, body) => withType('text/plain', JSON.stringify(body))(path),
    outcome: 'reject',
  },
  {
    label: 'the valid body without a content type',
    request: (path, body) => ({ path, body: Buffer.from(JSON.stringify(body)) }),
    outcome: 'reject',
  },
  {
    label: 'the valid body form-encoded',
    request: (path, body) => ({
      path,
      body: new URLSearchParams(
        Object.entries(body as Record<string, unknown>).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      ),
    }),
    outcome: 'reject',
  },
  {
    label: 'the valid body as multipart',
    request: (path, body) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
        form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      }
      return { path, body: form };
    },
    outcome: 'reject',
  },
  {
    label: 'the valid body as XML',
    request: withType('application/xml', '<order><name>Asha</name></order>'),
    outcome: 'reject',
  },
  {
    label: 'the valid body as UTF-16 JSON',
    request: (path, body) => ({
      path,
      headers: { 'content-type': 'application/json; charset=utf-16' },
      body: Buffer.from(JSON.stringify(body), 'utf16le'),
    }),
    outcome: 'either',
  },
  {
    label: 'a gzip header on a plain body',
    request: (path, body) => ({
      path,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: JSON.stringify(body),
    }),
    outcome: 'reject',
  },
  {
    label: 'an unknown content encoding',
    request: (path, body) => ({
      path,
      headers: { 'content-type': 'application/json', 'content-encoding': 'compress' },
      body: JSON.stringify(body),
    }),
    outcome: 'reject',
  },
  {
    label: 'a 1 MB JSON body',
    request: (path, body) =>
      withType('application/json', JSON.stringify({ ...(body as object), padding: ONE_MB }))(path),
    outcome: 'reject',
  },
  {
    label: 'JSON nested 20,000 deep',
    request: withType('application/json', `{"name": ${nested(20_000)}}`),
    outcome: 'reject',
  },
  {
    // JSON.parse keeps the last of two equal keys: the wrong-typed second value must be refused.
    label: 'a duplicated key whose second value is a number',
    request: (path, body) => {
      const first = Object.keys(body as object)[0];
      const text = `${JSON.stringify(body).slice(0, -1)}, "${first}": 12345}`;
      return withType('application/json', text)(path);
    },
    outcome: 'reject',
  },
  {
    label: 'prototype pollution at the top',
    request: (path, body) =>
      withType(
        'application/json',
        `{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, ${JSON.stringify(body).slice(1, -1)}}`,
      )(path),
    outcome: 'either',
  },
];

/** Methods nobody serves on a write path. */
export const OTHER_METHODS = ['PUT', 'PATCH', 'DELETE'] as const;
