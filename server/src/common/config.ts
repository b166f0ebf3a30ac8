import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { HINDI_DIGITS, type HindiDigits } from './hindi-digits';

/** Repository root, the same from `src/common` (tests) and `dist/common` (build). */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  /** Unset: embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: LogLevel;
  /** Body size limit as understood by express.json, e.g. '100kb'. */
  bodyLimit: string;
  /** Hosts (no scheme) blog images may come from besides the site itself. */
  imageHosts: string[];
  clientDist: string;
  seedDemoData: boolean;
  /** Unset: rate limits are counted in memory (one instance). */
  redisUrl: string | undefined;
  /**
   * Whose X-Forwarded-For is believed for the client address: a number of proxy hops (0 = none),
   * or the proxies' own addresses and subnets (Express's `trust proxy`), so no one else is.
   */
  trustProxy: number | string[];
  /** Origins other sites may call the API from (CORS); empty = same origin only. */
  corsOrigins: string[];
  /** Schema introspection (Sandbox); the query limits apply either way. */
  introspection: boolean;
  /** Multiplies every rate limit's allowance; 1 in production, huge for benchmarks. */
  rateLimitScale: number;
  /** Every answer says how many SQL statements it took (X-SQL-Queries); for benchmarks. */
  sqlQueryCountHeader: boolean;
  /** The site's public origin: every absolute link is built on it, never on the request. */
  siteUrl: string;
  /** Limits of the HTTP server itself, against clients that hold connections open. */
  http: HttpLimits;
  /** Order lookups by phone alone from all clients together, per hour, across instances. */
  phoneOnlyLookupsPerHour: number;
  /** What one phone may hold in the calendar at once. */
  bookingCaps: BookingCaps;
  /** How much one order, and one phone in a day, may take from the shop. */
  orderCaps: OrderCaps;
  /** How often the server runs its housekeeping (releasing unconfirmed orders). */
  housekeepingIntervalMs: number;
  /** Page renders, searches and large reads one client may ask for a minute (not scaled). */
  expensiveReadsPerMinute: number;
  /** Requests one client may have in progress at once. */
  maxConcurrentPerClient: number;
  /**
   * Public reads (REST and GraphQL answers marked public) are kept in memory this long at most
   * (never past their own max-age); 0 keeps none. Staff changes clear them on every instance.
   */
  publicReadCacheSeconds: number;
  /** Signs newsletter unsubscribe links (HMAC-SHA256); a changed secret voids old links. */
  unsubscribeSecret: string;
  /** False when unsubscribeSecret is the published development one. */
  unsubscribeSecretSet: boolean;
  /** The PIN codes the clinic delivers to, each with its fee; elsewhere, pickup at the clinic. */
  deliveryAreas: DeliveryArea[];
  /** A batch expiring within this many days is listed at the pharmacy desk while in stock. */
  batchExpiryWarningDays: number;
  /** End-to-end tests only: a file whose number of milliseconds moves the clinic's clock. */
  clockFile: string | undefined;
  /** Written into the clinic profile at start when set: the GSTIN printed on tax invoices. */
  clinicGstin: string | undefined;
  /** Written into the clinic profile at start when set: SC in SC/26-27/000123. */
  invoicePrefix: string | undefined;
  /** The digits of Hindi pages and messages (HINDI_DIGITS): Latin unless the clinic chose Devanagari. */
  hindiDigits: HindiDigits;
  /** Days the clinic promises to answer a patient's data request in (DATA_REQUEST_DUE_DAYS). */
  dataRequestDueDays: number;
  /** Months appointments' symptoms and contact messages are kept (PERSONAL_DATA_RETENTION_MONTHS). */
  retentionMonths: number;
}

export interface DeliveryArea {
  /** Six digits, e.g. 464001. */
  pinCode: string;
  /** Delivery fee in rupees. */
  fee: number;
  /** Orders confirmed in the morning arrive the same day. */
  sameDay: boolean;
}

export interface HttpLimits {
  /** Connections open at once; beyond, new ones are closed at once (below the open-file limit). */
  maxConnections: number;
  /** Time a client has to send a request's headers. */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request, body included. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open after an answer. */
  keepAliveTimeoutMs: number;
}

export interface BookingCaps {
  /** Upcoming (pending or confirmed) appointments one phone may hold. */
  maxActivePerPhone: number;
  /** Upcoming appointments one phone may hold with one doctor on one clinic day. */
  maxPerDoctorDay: number;
}

export interface OrderCaps {
  /** Units of one product in one order. */
  maxPerProduct: number;
  /** Units of all products together in one order. */
  maxUnits: number;
  /** Orders one phone may place in one clinic day (Asia/Kolkata). */
  maxPerPhonePerDay: number;
  /** A PENDING order nobody confirmed within this many hours is cancelled and its stock freed. */
  unconfirmedHours: number;
}

export const DEFAULT_BATCH_EXPIRY_WARNING_DAYS = 90;

/** Above this a quantity is not a patient's order but bad input, whatever the caps say. */
export const QUANTITY_CEILING = 100;

export const DEFAULT_BOOKING_CAPS: BookingCaps = { maxActivePerPhone: 3, maxPerDoctorDay: 1 };
export const DEFAULT_ORDER_CAPS: OrderCaps = {
  maxPerProduct: 10,
  maxUnits: 30,
  maxPerPhonePerDay: 5,
  unconfirmedHours: 48,
};
export const DEFAULT_HOUSEKEEPING_MINUTES = 10;
/** A month, as the DPDP Rules give to answer a data request. */
export const DEFAULT_DATA_REQUEST_DUE_DAYS = 30;
/** Three years, as the privacy page promises. */
export const DEFAULT_RETENTION_MONTHS = 36;
/** Demo areas around the clinic in Vidisha: PIN:fee in rupees[:same-day], comma-separated. */
export const DEFAULT_DELIVERY_AREAS_TEXT =
  '464001:40:same-day,464002:40:same-day,464111:60,464114:60,464220:80';

export const DEFAULT_PHONE_ONLY_LOOKUPS_PER_HOUR = 1000;
/**
 * Signs unsubscribe links where no UNSUBSCRIBE_SECRET is set. Anyone can read it here, so a
 * production server with a real database says so at start (main.ts): set your own.
 */
export const DEVELOPMENT_UNSUBSCRIBE_SECRET =
  'development-only-unsubscribe-secret-not-for-production';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const BOOLEANS = new Map([
  ['true', true],
  ['1', true],
  ['yes', true],
  ['false', false],
  ['0', false],
  ['no', false],
]);
const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** A variable's text, trimmed; unset or blank reads as undefined. */
const optional = () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined);

/** A variable's text, trimmed; unset or blank reads as `fallback`. */
const setting = (fallback: string) => optional().transform((value) => value ?? fallback);

/** Text that must pass `test`; `problem` names the variable and quotes what it got. */
const checked = (test: (value: string) => boolean, problem: (got: string) => string) =>
  z.string().refine(test, { error: (issue) => problem(String(issue.input)) });

const oneOf = <T extends string>(name: string, values: readonly T[]) =>
  checked(
    (value) => (values as readonly string[]).includes(value),
    (got) => `${name} must be one of ${values.join(', ')} (got "${got}")`,
  ).transform((value) => value as T);

const flag = (name: string, fallback: boolean) =>
  setting(String(fallback))
    .transform((value) => value.toLowerCase())
    .pipe(
      checked(
        (value) => BOOLEANS.has(value),
        (got) => `${name} must be true or false (got "${got}")`,
      ).transform((value) => BOOLEANS.get(value)!),
    );

/** Comma-separated entries, trimmed, blanks dropped, each checked on its own. */
const list = (normalise: (entry: string) => string, entry: z.ZodType<string, string>) =>
  setting('')
    .transform((value) => value.split(',').map(normalise).filter(Boolean))
    .pipe(z.array(entry));

/** A whole number from `min` to `max`, or `fallback` when unset. */
const wholeNumber = (name: string, fallback: number, min: number, max: number) =>
  setting(String(fallback)).pipe(
    checked(
      (value) => /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max,
      (got) => `${name} must be a whole number from ${min} to ${max} (got "${got}")`,
    ).transform(Number),
  );

/** Express's names for address ranges a proxy may sit in. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** A plain IP address (IPv4 in four parts, not ipaddr's "10" or "0x0a.1" forms). */
const plainAddress = (text: string) =>
  ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);

/** An address, a subnet like 10.0.0.0/8, or one of Express's range names. */
const proxyAddress = (entry: string) => {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !plainAddress(address)) return false;
  if (bits === undefined) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
};

const urlWithScheme = (name: string, schemes: RegExp, shown: string) =>
  optional().pipe(
    checked(
      (value) => schemes.test(value),
      () => `${name} must start with ${shown}`,
    ).optional(),
  );

/** A whole number from `min` to `max`; unset or blank reads as `fallback`. */
const count = (name: string, fallback: number, min: number, max: number) =>
  setting(String(fallback)).pipe(
    checked(
      (value) => /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max,
      (got) => `${name} must be a whole number from ${min} to ${max} (got "${got}")`,
    ).transform(Number),
  );

const positiveWhole = (name: string, fallback: number) =>
  setting(String(fallback)).pipe(
    checked(
      (value) => /^\d{1,9}$/.test(value) && Number(value) > 0,
      (got) => `${name} must be a whole number of 1 or more (got "${got}")`,
    ).transform(Number),
  );

const PIN_CODE = /^[1-9][0-9]{5}$/;
/** State code, PAN, entity number, Z, check character (the clinic profile's CHECK too). */
const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const AREA_ENTRY = /^(\d+):(\d{1,5}(?:\.\d{1,2})?)(?::(same-day))?$/;

/**
 * DELIVERY_AREAS: `PIN:fee[:same-day]` entries, comma-separated, e.g.
 * `464001:40:same-day,464114:60`. Every bad entry is named; a PIN listed twice is refused.
 */
export function parseDeliveryAreas(text: string): { areas: DeliveryArea[]; problems: string[] } {
  const areas: DeliveryArea[] = [];
  const problems: string[] = [];
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const match = AREA_ENTRY.exec(entry);
    if (!match || !PIN_CODE.test(match[1])) {
      problems.push(
        `DELIVERY_AREAS entries must look like 464001:40 or 464001:40:same-day (a 6-digit PIN code, the fee in rupees, optionally same-day) (got "${entry}")`,
      );
      continue;
    }
    if (areas.some((area) => area.pinCode === match[1])) {
      problems.push(`DELIVERY_AREAS lists PIN code ${match[1]} more than once`);
      continue;
    }
    areas.push({ pinCode: match[1], fee: Number(match[2]), sameDay: match[3] === 'same-day' });
  }
  return { areas, problems };
}

/** Each key is an environment variable; problems are reported in this order. */
const environment = z.object({
  PORT: setting('4000').pipe(
    checked(
      (value) => /^\d+$/.test(value) && Number(value) <= 65535,
      (got) => `PORT must be a whole number from 0 to 65535 (got "${got}")`,
    ).transform(Number),
  ),
  HOST: setting('0.0.0.0'),
  // Unset means production: stack traces and verbose errors are opt-in, never a surprise.
  NODE_ENV: setting('production').pipe(oneOf('NODE_ENV', NODE_ENVS)),
  DATABASE_URL: urlWithScheme(
    'DATABASE_URL',
    /^postgres(ql)?:\/\//,
    'postgres:// or postgresql://',
  ),
  DATA_DIR: setting('.data'),
  LOG_LEVEL: optional().pipe(oneOf('LOG_LEVEL', LOG_LEVELS).optional()),
  BODY_LIMIT: setting('100kb').pipe(
    checked(
      (value) => /^\d+(b|kb|mb)$/i.test(value),
      (got) => `BODY_LIMIT must look like 100kb or 1mb (got "${got}")`,
    ),
  ),
  IMAGE_HOSTS: list(
    (host) => host.trim().toLowerCase(),
    checked(
      (host) => HOSTNAME.test(host),
      (got) => `IMAGE_HOSTS entries must be bare host names like res.cloudinary.com (got "${got}")`,
    ),
  ),
  CLIENT_DIST: setting('client/dist'),
  // Unset: see demoDataByDefault. A real deployment never gets the demo clinic by surprise.
  SEED_DEMO_DATA: optional().pipe(
    checked(
      (value) => BOOLEANS.has(value.toLowerCase()),
      (got) => `SEED_DEMO_DATA must be true or false (got "${got}")`,
    )
      .transform((value) => BOOLEANS.get(value.toLowerCase())!)
      .optional(),
  ),
  REDIS_URL: urlWithScheme('REDIS_URL', /^rediss?:\/\//, 'redis:// or rediss://'),
  TRUST_PROXY: setting('0').pipe(
    checked(
      (value) => /^\d{1,2}$/.test(value) || value.split(',').every((e) => proxyAddress(e.trim())),
      (got) =>
        `TRUST_PROXY must be the number of proxy hops, e.g. 1, or the proxy's addresses or subnets, e.g. 172.28.0.10 or 10.0.0.0/8 (got "${got}")`,
    ).transform((value) =>
      /^\d+$/.test(value) ? Number(value) : value.split(',').map((e) => e.trim()),
    ),
  ),
  CORS_ORIGINS: list(
    (origin) => origin.trim().replace(/\/$/, ''),
    checked(
      (origin) => /^https?:\/\/[^/\s]+$/.test(origin),
      (got) => `CORS_ORIGINS entries must be origins like https://example.in (got "${got}")`,
    ),
  ),
  GRAPHQL_INTROSPECTION: flag('GRAPHQL_INTROSPECTION', true),
  RATE_LIMIT_SCALE: setting('1').pipe(
    checked(
      (value) =>
        /^\d+(\.\d+)?(e\d+)?$/i.test(value) && Number.isFinite(Number(value)) && Number(value) > 0,
      (got) => `RATE_LIMIT_SCALE must be a positive number, e.g. 1 or 1000 (got "${got}")`,
    ).transform(Number),
  ),
  SQL_QUERY_COUNT_HEADER: flag('SQL_QUERY_COUNT_HEADER', false),
  PHONE_ONLY_LOOKUPS_PER_HOUR: setting(String(DEFAULT_PHONE_ONLY_LOOKUPS_PER_HOUR)).pipe(
    checked(
      (value) => /^\d{1,9}$/.test(value) && Number(value) > 0,
      (got) =>
        `PHONE_ONLY_LOOKUPS_PER_HOUR must be a whole number of lookups, e.g. 1000 (got "${got}")`,
    ).transform(Number),
  ),
  SITE_URL: optional().pipe(
    checked(
      (value) => siteOrigin(value) !== undefined,
      (got) => `SITE_URL must be an origin like https://clinic.example.in (got "${got}")`,
    )
      .transform((value) => siteOrigin(value)!)
      .optional(),
  ),
  BOOKING_MAX_ACTIVE_PER_PHONE: count(
    'BOOKING_MAX_ACTIVE_PER_PHONE',
    DEFAULT_BOOKING_CAPS.maxActivePerPhone,
    1,
    1000,
  ),
  BOOKING_MAX_PER_DOCTOR_DAY: count(
    'BOOKING_MAX_PER_DOCTOR_DAY',
    DEFAULT_BOOKING_CAPS.maxPerDoctorDay,
    1,
    1000,
  ),
  ORDER_MAX_PER_PRODUCT: count(
    'ORDER_MAX_PER_PRODUCT',
    DEFAULT_ORDER_CAPS.maxPerProduct,
    1,
    QUANTITY_CEILING,
  ),
  ORDER_MAX_UNITS: count('ORDER_MAX_UNITS', DEFAULT_ORDER_CAPS.maxUnits, 1, 100_000),
  ORDER_MAX_PER_PHONE_PER_DAY: count(
    'ORDER_MAX_PER_PHONE_PER_DAY',
    DEFAULT_ORDER_CAPS.maxPerPhonePerDay,
    1,
    100_000,
  ),
  ORDER_UNCONFIRMED_HOURS: count(
    'ORDER_UNCONFIRMED_HOURS',
    DEFAULT_ORDER_CAPS.unconfirmedHours,
    1,
    24 * 365,
  ),
  HOUSEKEEPING_INTERVAL_MINUTES: count(
    'HOUSEKEEPING_INTERVAL_MINUTES',
    DEFAULT_HOUSEKEEPING_MINUTES,
    1,
    24 * 60,
  ),
  EXPENSIVE_READS_PER_MINUTE: positiveWhole('EXPENSIVE_READS_PER_MINUTE', 120),
  MAX_CONCURRENT_PER_CLIENT: positiveWhole('MAX_CONCURRENT_PER_CLIENT', 32),
  PUBLIC_READ_CACHE_SECONDS: count('PUBLIC_READ_CACHE_SECONDS', 5, 0, 300),
  UNSUBSCRIBE_SECRET: optional().pipe(
    checked(
      (value) => value.length >= 32,
      () => 'UNSUBSCRIBE_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)',
    ).optional(),
  ),
  CLOCK_FILE: optional(),
  HTTP_MAX_CONNECTIONS: wholeNumber('HTTP_MAX_CONNECTIONS', 4000, 1, 1_000_000),
  HTTP_HEADERS_TIMEOUT_MS: wholeNumber('HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
  HTTP_REQUEST_TIMEOUT_MS: wholeNumber('HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: wholeNumber('HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
  DELIVERY_AREAS: setting(DEFAULT_DELIVERY_AREAS_TEXT),
  BATCH_EXPIRY_WARNING_DAYS: count(
    'BATCH_EXPIRY_WARNING_DAYS',
    DEFAULT_BATCH_EXPIRY_WARNING_DAYS,
    1,
    730,
  ),
  DATA_REQUEST_DUE_DAYS: count('DATA_REQUEST_DUE_DAYS', DEFAULT_DATA_REQUEST_DUE_DAYS, 1, 90),
  PERSONAL_DATA_RETENTION_MONTHS: count(
    'PERSONAL_DATA_RETENTION_MONTHS',
    DEFAULT_RETENTION_MONTHS,
    1,
    1200,
  ),
  CLINIC_GSTIN: optional().pipe(
    checked(
      (value) => GSTIN.test(value),
      (got) => `CLINIC_GSTIN must be a 15-character GSTIN like 23ABCDE1234F1Z5 (got "${got}")`,
    ).optional(),
  ),
  HINDI_DIGITS: setting('latin').pipe(oneOf('HINDI_DIGITS', HINDI_DIGITS)),
  INVOICE_PREFIX: optional().pipe(
    checked(
      (value) => /^[A-Z]{1,3}$/.test(value),
      (got) =>
        `INVOICE_PREFIX must be 1 to 3 capital letters, e.g. SC, so invoice numbers stay within 16 characters (got "${got}")`,
    ).optional(),
  ),
});

/**
 * Reads the environment once, at start. Every problem is collected so one failed start names all
 * of them rather than the first.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  const e = parsed.data;
  const problems: string[] = [];
  // Node refuses a headers timeout longer than the request's; say so before it does.
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    problems.push(
      `HTTP_HEADERS_TIMEOUT_MS (${e.HTTP_HEADERS_TIMEOUT_MS}) must not exceed HTTP_REQUEST_TIMEOUT_MS (${e.HTTP_REQUEST_TIMEOUT_MS})`,
    );
  }
  // A real deployment must not fall back to localhost in canonical links and the sitemap.
  if (!e.SITE_URL && e.NODE_ENV === 'production' && e.DATABASE_URL) {
    problems.push(
      'SITE_URL must be set in production (with DATABASE_URL): the public origin, e.g. https://clinic.example.in, that canonical links, sitemap.xml and robots.txt are built on',
    );
  }
  if (e.ORDER_MAX_UNITS < e.ORDER_MAX_PER_PRODUCT) {
    problems.push(
      `ORDER_MAX_UNITS must be at least ORDER_MAX_PER_PRODUCT (got ${e.ORDER_MAX_UNITS} and ${e.ORDER_MAX_PER_PRODUCT})`,
    );
  }
  const delivery = parseDeliveryAreas(e.DELIVERY_AREAS);
  problems.push(...delivery.problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimit: e.BODY_LIMIT,
    imageHosts: e.IMAGE_HOSTS,
    clientDist: path.resolve(repoRoot, e.CLIENT_DIST),
    seedDemoData: e.SEED_DEMO_DATA ?? demoDataByDefault(e.NODE_ENV, e.DATABASE_URL),
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    introspection: e.GRAPHQL_INTROSPECTION,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    sqlQueryCountHeader: e.SQL_QUERY_COUNT_HEADER,
    bookingCaps: {
      maxActivePerPhone: e.BOOKING_MAX_ACTIVE_PER_PHONE,
      maxPerDoctorDay: e.BOOKING_MAX_PER_DOCTOR_DAY,
    },
    orderCaps: {
      maxPerProduct: e.ORDER_MAX_PER_PRODUCT,
      maxUnits: e.ORDER_MAX_UNITS,
      maxPerPhonePerDay: e.ORDER_MAX_PER_PHONE_PER_DAY,
      unconfirmedHours: e.ORDER_UNCONFIRMED_HOURS,
    },
    housekeepingIntervalMs: e.HOUSEKEEPING_INTERVAL_MINUTES * 60_000,
    phoneOnlyLookupsPerHour: e.PHONE_ONLY_LOOKUPS_PER_HOUR,
    expensiveReadsPerMinute: e.EXPENSIVE_READS_PER_MINUTE,
    maxConcurrentPerClient: e.MAX_CONCURRENT_PER_CLIENT,
    publicReadCacheSeconds: e.PUBLIC_READ_CACHE_SECONDS,
    unsubscribeSecret: e.UNSUBSCRIBE_SECRET ?? DEVELOPMENT_UNSUBSCRIBE_SECRET,
    unsubscribeSecretSet: e.UNSUBSCRIBE_SECRET !== undefined,
    clockFile: e.CLOCK_FILE,
    clinicGstin: e.CLINIC_GSTIN,
    invoicePrefix: e.INVOICE_PREFIX,
    hindiDigits: e.HINDI_DIGITS,
    deliveryAreas: delivery.areas,
    batchExpiryWarningDays: e.BATCH_EXPIRY_WARNING_DAYS,
    dataRequestDueDays: e.DATA_REQUEST_DUE_DAYS,
    retentionMonths: e.PERSONAL_DATA_RETENTION_MONTHS,
    siteUrl: e.SITE_URL ?? `http://localhost:${e.PORT}`,
    http: {
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
  };
}

/**
 * Whether an empty database gets the demo clinic when SEED_DEMO_DATA is unset: yes on the
 * embedded database and in development (`npm start` shows the demo site), never in production
 * on a real PostgreSQL (NODE_ENV=production with DATABASE_URL), where only SEED_DEMO_DATA=true
 * loads it.
 */
export function demoDataByDefault(nodeEnv: NodeEnv, databaseUrl: string | undefined): boolean {
  return !(nodeEnv === 'production' && databaseUrl);
}

/** `https://Example.in/` -> `https://example.in`; undefined unless a bare http(s) origin. */
function siteOrigin(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const bare =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    // new URL drops a lone "?" or "#"; the text must not carry them either.
    !/[?#]/.test(text);
  return bare ? url.origin : undefined;
}

/** The demo areas, as parsed at start when DELIVERY_AREAS is unset. */
export const DEFAULT_DELIVERY_AREAS: DeliveryArea[] = parseDeliveryAreas(
  DEFAULT_DELIVERY_AREAS_TEXT,
).areas;
