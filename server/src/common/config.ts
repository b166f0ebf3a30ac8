import path from 'node:path';

/** Repository root, the same from `src/common` (tests) and `dist/common` (build). */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

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
  /** Proxy hops whose X-Forwarded-For is believed for the client address (0 = none). */
  trustProxy: number;
  /** Origins other sites may call the API from (CORS); empty = same origin only. */
  corsOrigins: string[];
  /** Schema introspection (Sandbox); the query limits apply either way. */
  introspection: boolean;
  /** Multiplies every rate limit's allowance; 1 in production, huge for benchmarks. */
  rateLimitScale: number;
  /** Every answer says how many SQL statements it took (X-SQL-Queries); for benchmarks. */
  sqlQueryCountHeader: boolean;
  /** The site's public origin for absolute links (sitemap); unset: the request's own. */
  siteUrl: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const NODE_ENVS: NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * Reads the environment once, at start. Every problem is collected so one failed start names all
 * of them rather than the first.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const portText = text('PORT') ?? '4000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${portText}")`);
  }

  // Unset means production: stack traces and verbose errors are opt-in, never a surprise.
  const nodeEnv = (text('NODE_ENV') ?? 'production') as NodeEnv;
  if (!NODE_ENVS.includes(nodeEnv)) {
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnv}")`);
  }

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const logLevel = (text('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const bodyLimit = text('BODY_LIMIT') ?? '100kb';
  if (!/^\d+(b|kb|mb)$/i.test(bodyLimit)) {
    problems.push(`BODY_LIMIT must look like 100kb or 1mb (got "${bodyLimit}")`);
  }

  const imageHosts = (text('IMAGE_HOSTS') ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of imageHosts) {
    if (!HOSTNAME.test(host)) {
      problems.push(
        `IMAGE_HOSTS entries must be bare host names like res.cloudinary.com (got "${host}")`,
      );
    }
  }

  const seedText = (text('SEED_DEMO_DATA') ?? 'true').toLowerCase();
  if (!['true', 'false', '1', '0', 'yes', 'no'].includes(seedText)) {
    problems.push(`SEED_DEMO_DATA must be true or false (got "${seedText}")`);
  }

  const redisUrl = text('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push('REDIS_URL must start with redis:// or rediss://');
  }

  const trustProxyText = text('TRUST_PROXY') ?? '0';
  if (!/^\d{1,2}$/.test(trustProxyText)) {
    problems.push(`TRUST_PROXY must be the number of proxy hops, e.g. 1 (got "${trustProxyText}")`);
  }

  const corsOrigins = (text('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(
        `CORS_ORIGINS entries must be origins like https://example.in (got "${origin}")`,
      );
    }
  }

  const introspectionText = (text('GRAPHQL_INTROSPECTION') ?? 'true').toLowerCase();
  if (!['true', 'false', '1', '0', 'yes', 'no'].includes(introspectionText)) {
    problems.push(`GRAPHQL_INTROSPECTION must be true or false (got "${introspectionText}")`);
  }

  const rateLimitScaleText = text('RATE_LIMIT_SCALE') ?? '1';
  const rateLimitScale = Number(rateLimitScaleText);
  if (
    !/^\d+(\.\d+)?(e\d+)?$/i.test(rateLimitScaleText) ||
    !Number.isFinite(rateLimitScale) ||
    rateLimitScale <= 0
  ) {
    problems.push(
      `RATE_LIMIT_SCALE must be a positive number, e.g. 1 or 1000 (got "${rateLimitScaleText}")`,
    );
  }

  const sqlCountText = (text('SQL_QUERY_COUNT_HEADER') ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0', 'yes', 'no'].includes(sqlCountText)) {
    problems.push(`SQL_QUERY_COUNT_HEADER must be true or false (got "${sqlCountText}")`);
  }

  const siteUrlText = text('SITE_URL');
  const siteUrl = siteUrlText === undefined ? undefined : siteOrigin(siteUrlText);
  if (siteUrlText !== undefined && siteUrl === undefined) {
    problems.push(
      `SITE_URL must be an origin like https://clinic.example.in (got "${siteUrlText}")`,
    );
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host: text('HOST') ?? '0.0.0.0',
    nodeEnv,
    databaseUrl,
    dataDir: path.resolve(repoRoot, text('DATA_DIR') ?? '.data'),
    logLevel,
    bodyLimit,
    imageHosts,
    clientDist: path.resolve(repoRoot, text('CLIENT_DIST') ?? 'client/dist'),
    seedDemoData: ['true', '1', 'yes'].includes(seedText),
    redisUrl,
    trustProxy: Number(trustProxyText),
    corsOrigins,
    introspection: ['true', '1', 'yes'].includes(introspectionText),
    rateLimitScale,
    sqlQueryCountHeader: ['true', '1', 'yes'].includes(sqlCountText),
    siteUrl,
  };
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
