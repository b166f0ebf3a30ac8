import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { generate } from 'otplib';
import type { DataSource } from 'typeorm';
import type { Clock } from '../common/clock';
import type { Logger } from '../common/logger';
import type { StaffRole } from '../common/staff-role';
import { createStaffServices } from '../staff/staff-services';
import { startTestApp, type TestApp, type TestConfig } from './test-app';

/** A clock a test moves by hand. */
export class MovableClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const MINUTE = 60_000;
export const STRONG_PASSWORD = 'a long staff passphrase 42';

export interface StaffApp extends TestApp {
  clock: MovableClock;
}

export async function startStaffApp(
  overrides: TestConfig = {},
  logger?: Logger,
): Promise<StaffApp> {
  const clock = new MovableClock();
  const app = await startTestApp(overrides, undefined, logger, { clock });
  return { ...app, clock };
}

export interface StaffAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
  /** The session cookie the answer set (name=value), if any. */
  setCookie?: string;
}

export interface StaffCall {
  /** A `name=value` cookie to send. */
  cookie?: string;
  bearer?: string;
  /** Defaults to the site's own origin; null sends no Origin or Sec-Fetch-Site. */
  origin?: string | null;
  forwardedFor?: string;
}

/** POSTs one operation to /staff/graphql as the console does (same origin). */
export async function staffGraphql(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  call: StaffCall = {},
): Promise<StaffAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const origin = call.origin === undefined ? baseUrl : call.origin;
  if (origin) headers.origin = origin;
  if (call.cookie) headers.cookie = call.cookie;
  if (call.bearer) headers.authorization = `Bearer ${call.bearer}`;
  if (call.forwardedFor) headers['x-forwarded-for'] = call.forwardedFor;
  const response = await fetch(`${baseUrl}/staff/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Pick<StaffAnswer, 'data' | 'errors'>;
  const setCookie = response.headers.getSetCookie().find((line) => /staff_session=/.test(line));
  return {
    status: response.status,
    headers: response.headers,
    ...body,
    setCookie: setCookie?.split(';')[0],
  };
}

/** The first error's code, or undefined. */
export const codeOf = (answer: StaffAnswer) => answer.errors?.[0]?.extensions?.code;

/** A raw POST with a Host of the test's choosing (fetch will not send one). */
export function rawStaffPost(
  baseUrl: string,
  host: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; setCookie: string[]; body: string }> {
  const url = new URL(`${baseUrl}/staff/graphql`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', host, ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            setCookie: (res.headers['set-cookie'] ?? []) as string[],
            body: text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

export const SIGN_IN = `mutation SignIn($email: String!, $password: String!, $code: String) {
  signIn(email: $email, password: $password, code: $code) { id email name role totpEnabled }
}`;
export const ME = `query Me { me { id email role } }`;

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
}

/** A new account, made as the command line makes it. */
export async function makeAccount(
  dataSource: DataSource,
  role: StaffRole,
  { doctorSlug, password = STRONG_PASSWORD }: { doctorSlug?: string; password?: string } = {},
): Promise<TestAccount> {
  const email = `${role}-${randomUUID().slice(0, 8)}@clinic.test`;
  let slug = doctorSlug;
  if (role === 'doctor' && !slug) {
    const [doctor] = await dataSource.query(`SELECT slug FROM doctor ORDER BY id LIMIT 1`);
    slug = doctor.slug;
  }
  const account = await createStaffServices(dataSource).accounts.add(
    { email, name: `Test ${role}`, role, doctorSlug: slug, password },
    { actor: { kind: 'system', name: 'test' }, address: 'test' },
  );
  return { id: account.id, email, password, role };
}

/** The current code of a TOTP secret at the clock's time (or `offsetSteps` steps from it). */
export function totpCode(secret: string, clock: Clock, offsetSteps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSteps * 30 });
}

/** Signs in (enrolling the second factor first for an admin); answers the session cookie. */
export async function signedIn(
  app: StaffApp,
  account: TestAccount,
): Promise<{ cookie: string; secret?: string; recoveryCodes?: string[] }> {
  const first = await staffGraphql(app.url, SIGN_IN, {
    email: account.email,
    password: account.password,
  });
  if (!first.setCookie) throw new Error(`sign-in failed: ${JSON.stringify(first.errors)}`);
  if (codeOf(first) !== 'ENROLMENT_REQUIRED') return { cookie: first.setCookie };
  const begun = await staffGraphql(
    app.url,
    `mutation { beginTotpEnrolment { secret otpauthUrl } }`,
    {},
    { cookie: first.setCookie },
  );
  const secret: string = begun.data.beginTotpEnrolment.secret;
  const confirmed = await staffGraphql(
    app.url,
    `mutation Confirm($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes } }`,
    { code: await totpCode(secret, app.clock) },
    { cookie: first.setCookie },
  );
  if (!confirmed.data) throw new Error(`enrolment failed: ${JSON.stringify(confirmed.errors)}`);
  return {
    cookie: first.setCookie,
    secret,
    recoveryCodes: confirmed.data.confirmTotpEnrolment.recoveryCodes,
  };
}
