import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createApp, type AppConfig } from '../app';
import type { Clock } from '../common/clock';
import {
  DEFAULT_BATCH_EXPIRY_WARNING_DAYS,
  DEFAULT_BOOKING_CAPS,
  DEFAULT_DELIVERY_AREAS,
  DEFAULT_ORDER_CAPS,
  repoRoot,
} from '../common/config';
import { dataSourceOptions } from '../common/database';
import { createLogger, type Logger } from '../common/logger';
import type { RateLimiter } from '../common/rate-limit';
import { entities } from '../entities';
import type { MessagesConfig } from '../messages/messages-config';
import { migrations } from '../migrations';
import type { Services } from '../services';

export interface TestApp {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  dataSource: DataSource;
  /** The app's own services, for rules that run outside a request (housekeeping). */
  services: Services;
  close(): Promise<void>;
}

export type TestConfig = Partial<AppConfig>;

/** What the test apps sign unsubscribe links with. */
export const TEST_UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret-32-characters-long';

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DATABASE_URL is not set: run through the server-integration project');
  return url;
}

/** The real app on a free port over the run's database; close it in afterAll. */
export async function startTestApp(
  overrides: TestConfig = {},
  dataSource?: DataSource,
  /** Where the app logs (silent by default); tests that read log lines pass their own. */
  logger?: Logger,
  /** The app's clock (the system's by default), rate limiter (in memory, per app), messaging. */
  {
    clock,
    rateLimiter,
    messages,
  }: { clock?: Clock; rateLimiter?: RateLimiter; messages?: MessagesConfig } = {},
): Promise<TestApp> {
  const ownDataSource = !dataSource;
  const ds =
    dataSource ?? new DataSource(dataSourceOptions(testDatabaseUrl(), { entities, migrations }, 2));
  if (!ds.isInitialized) await ds.initialize();
  const { app, services, stop } = await createApp({
    config: {
      nodeEnv: 'test',
      bodyLimit: '100kb',
      imageHosts: ['res.cloudinary.com'],
      clientDist: path.join(repoRoot, '.tmp', 'no-client-build'),
      trustProxy: 0,
      corsOrigins: [],
      introspection: true,
      rateLimitScale: 1,
      sqlQueryCountHeader: false,
      siteUrl: 'http://localhost:4000',
      bookingCaps: DEFAULT_BOOKING_CAPS,
      orderCaps: DEFAULT_ORDER_CAPS,
      deliveryAreas: DEFAULT_DELIVERY_AREAS,
      phoneOnlyLookupsPerHour: 1000,
      expensiveReadsPerMinute: 120,
      maxConcurrentPerClient: 32,
      // Off: many tests write rows directly and read them back at once. The cache's own tests,
      // the e2e journeys and the two-instance test run with it on.
      publicReadCacheSeconds: 0,
      unsubscribeSecret: TEST_UNSUBSCRIBE_SECRET,
      batchExpiryWarningDays: DEFAULT_BATCH_EXPIRY_WARNING_DAYS,
      ...overrides,
    },
    dataSource: ds,
    logger: logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    clock,
    rateLimiter,
    messages,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer(app).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dataSource: ds,
    services,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await stop();
      if (ownDataSource && ds.isInitialized) await ds.destroy();
    },
  };
}

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: {
    message: string;
    path?: string[];
    extensions?: { code?: string; fields?: Record<string, string>; [key: string]: unknown };
  }[];
}

/** Response bodies are checked by the tests' assertions, so they are typed loosely here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** POSTs one GraphQL operation as the client does. */
export async function graphql<T = Record<string, Loose>>(
  baseUrl: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphQLResult<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphQLResult<T>, 'status'>;
  return { status: response.status, ...body };
}

export async function getJson<T = Loose>(
  baseUrl: string,
  pathAndQuery: string,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${baseUrl}${pathAndQuery}`);
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as T, headers: response.headers };
}
