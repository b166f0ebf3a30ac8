import path from 'node:path';
import { ConfigError, loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '0.0.0.0',
      nodeEnv: 'production',
      databaseUrl: undefined,
      dataDir: path.join(repoRoot, '.data'),
      logLevel: 'info',
      bodyLimit: '100kb',
      imageHosts: [],
      clientDist: path.join(repoRoot, 'client', 'dist'),
      seedDemoData: true,
      redisUrl: undefined,
      trustProxy: 0,
      corsOrigins: [],
      introspection: true,
      rateLimitScale: 1,
      sqlQueryCountHeader: false,
      bookingCaps: { maxActivePerPhone: 3, maxPerDoctorDay: 1 },
      orderCaps: { maxPerProduct: 10, maxUnits: 30, maxPerPhonePerDay: 5, unconfirmedHours: 48 },
      housekeepingIntervalMs: 10 * 60_000,
      phoneOnlyLookupsPerHour: 1000,
      expensiveReadsPerMinute: 120,
      maxConcurrentPerClient: 32,
      publicReadCacheSeconds: 5,
      batchExpiryWarningDays: 90,
      dataRequestDueDays: 30,
      retentionMonths: 36,
      hindiDigits: 'latin',
      deliveryAreas: [
        { pinCode: '464001', fee: 40, sameDay: true },
        { pinCode: '464002', fee: 40, sameDay: true },
        { pinCode: '464111', fee: 60, sameDay: false },
        { pinCode: '464114', fee: 60, sameDay: false },
        { pinCode: '464220', fee: 80, sameDay: false },
      ],
      siteUrl: 'http://localhost:4000',
      http: {
        maxConnections: 4000,
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 5_000,
      },
      unsubscribeSecret: 'development-only-unsubscribe-secret-not-for-production',
      unsubscribeSecretSet: false,
    });
  });

  it('reads UNSUBSCRIBE_SECRET and refuses one shorter than 32 characters', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ UNSUBSCRIBE_SECRET: ` ${secret} ` })).toMatchObject({
      unsubscribeSecret: secret,
      unsubscribeSecretSet: true,
    });
    expect(() => loadConfig({ UNSUBSCRIBE_SECRET: 'short' })).toThrow(
      'UNSUBSCRIBE_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)',
    );
  });

  it('reads HINDI_DIGITS: Latin unless the clinic chose Devanagari, nothing else', () => {
    expect(loadConfig({}).hindiDigits).toBe('latin');
    expect(loadConfig({ HINDI_DIGITS: 'devanagari' }).hindiDigits).toBe('devanagari');
    expect(() => loadConfig({ HINDI_DIGITS: 'hindi' })).toThrow(
      /HINDI_DIGITS must be one of latin, devanagari/,
    );
  });

  it('reads CLINIC_GSTIN and INVOICE_PREFIX, refusing what would make a bad invoice', () => {
    expect(loadConfig({})).toMatchObject({ clinicGstin: undefined, invoicePrefix: undefined });
    expect(loadConfig({ CLINIC_GSTIN: ' 23ABCDE1234F1Z5 ', INVOICE_PREFIX: 'SCC' })).toMatchObject({
      clinicGstin: '23ABCDE1234F1Z5',
      invoicePrefix: 'SCC',
    });
    expect(() => loadConfig({ CLINIC_GSTIN: '23abcde1234f1z5' })).toThrow(
      'CLINIC_GSTIN must be a 15-character GSTIN like 23ABCDE1234F1Z5 (got "23abcde1234f1z5")',
    );
    expect(() => loadConfig({ INVOICE_PREFIX: 'SHANTI' })).toThrow(/INVOICE_PREFIX must be 1 to 3/);
  });

  it('reads the given values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://clinic@db:5432/clinic',
      IMAGE_HOSTS: 'res.cloudinary.com, Images.Example.org',
      SEED_DEMO_DATA: 'false',
      NODE_ENV: 'test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '1',
      CORS_ORIGINS: 'https://partner.example.in/, http://localhost:5173',
      GRAPHQL_INTROSPECTION: 'false',
      RATE_LIMIT_SCALE: '1000',
    });
    expect(config).toMatchObject({
      rateLimitScale: 1000,
      redisUrl: 'redis://127.0.0.1:6379',
      trustProxy: 1,
      corsOrigins: ['https://partner.example.in', 'http://localhost:5173'],
      introspection: false,
      port: 8080,
      databaseUrl: 'postgres://clinic@db:5432/clinic',
      imageHosts: ['res.cloudinary.com', 'images.example.org'],
      seedDemoData: false,
      logLevel: 'silent',
    });
  });

  it('loads the demo data by default only where no real deployment runs', () => {
    const url = 'postgres://clinic@db:5432/clinic';
    const site = 'https://clinic.example.in';
    // npm start: the embedded database, production mode, the demo site.
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: url }).seedDemoData).toBe(true);
    // A production start on PostgreSQL never loads the demo unless asked.
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: url, SITE_URL: site }).seedDemoData,
    ).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: url, SITE_URL: site, SEED_DEMO_DATA: 'true' }).seedDemoData,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'FALSE' }).seedDemoData).toBe(false);
  });

  it('names every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SEED_DEMO_DATA: 'maybe',
        REDIS_URL: 'localhost:6379',
        TRUST_PROXY: 'yes',
        CORS_ORIGINS: '*',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems } = error as ConfigError;
    expect(problems.join('\n')).toMatch(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL[\s\S]*SEED_DEMO_DATA[\s\S]*REDIS_URL[\s\S]*TRUST_PROXY[\s\S]*CORS_ORIGINS/,
    );
  });

  it.each([
    ['1', 1],
    ['172.28.0.10', ['172.28.0.10']],
    ['10.0.0.0/8, fd00::/8', ['10.0.0.0/8', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY %j as %j', (value, trusted) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trusted);
  });

  it.each(['yes', '10.0.0.0/99', '172.28.0.10, proxy', '-1', '123', '10.1'])(
    'refuses TRUST_PROXY %j, naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be the number of proxy hops, e.g. 1, or the proxy's addresses/,
      );
    },
  );

  it('reads the HTTP server limits', () => {
    expect(
      loadConfig({
        HTTP_MAX_CONNECTIONS: '50',
        HTTP_HEADERS_TIMEOUT_MS: '1000',
        HTTP_REQUEST_TIMEOUT_MS: '2000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '700',
      }).http,
    ).toEqual({
      maxConnections: 50,
      headersTimeoutMs: 1000,
      requestTimeoutMs: 2000,
      keepAliveTimeoutMs: 700,
    });
  });

  it.each([
    ['HTTP_MAX_CONNECTIONS', '0', 'a whole number from 1 to 1000000'],
    ['HTTP_MAX_CONNECTIONS', 'many', 'a whole number from 1 to 1000000'],
    ['HTTP_HEADERS_TIMEOUT_MS', '10s', 'a whole number from 100 to 600000'],
    ['HTTP_REQUEST_TIMEOUT_MS', '0', 'a whole number from 100 to 3600000'],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', '-5', 'a whole number from 100 to 600000'],
  ])('refuses %s=%j, naming it', (name, value, rule) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new ConfigError([`${name} must be ${rule} (got "${value}")`]),
    );
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000', HTTP_REQUEST_TIMEOUT_MS: '30000' }),
    ).toThrow(
      new ConfigError([
        'HTTP_HEADERS_TIMEOUT_MS (40000) must not exceed HTTP_REQUEST_TIMEOUT_MS (30000)',
      ]),
    );
  });

  describe('SITE_URL', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://clinic@db/clinic' };

    it('is required in production with a database, so no link is built on the request', () => {
      expect(() => loadConfig(production)).toThrow(
        new ConfigError([
          'SITE_URL must be set in production (with DATABASE_URL): the public origin, e.g. https://clinic.example.in, that canonical links, sitemap.xml and robots.txt are built on',
        ]),
      );
      expect(loadConfig({ ...production, SITE_URL: 'https://clinic.example.in' }).siteUrl).toBe(
        'https://clinic.example.in',
      );
    });

    it.each([
      [{ PORT: '8080' }, 'http://localhost:8080'],
      [
        { NODE_ENV: 'development', DATABASE_URL: 'postgres://clinic@db/clinic' },
        'http://localhost:4000',
      ],
      [{ NODE_ENV: 'production' }, 'http://localhost:4000'],
    ])('defaults to localhost on the port elsewhere (%j)', (env, origin) => {
      expect(loadConfig(env).siteUrl).toBe(origin);
    });
  });

  it.each(['1', '0.5', '1e6', ' 250 '])('takes RATE_LIMIT_SCALE %j', (value) => {
    expect(loadConfig({ RATE_LIMIT_SCALE: value }).rateLimitScale).toBe(Number(value));
  });

  it.each(['0', '-1', 'lots', 'Infinity', '1e999', '0x10'])(
    'refuses RATE_LIMIT_SCALE %j, naming it',
    (value) => {
      expect(() => loadConfig({ RATE_LIMIT_SCALE: value })).toThrow(
        new ConfigError([
          `RATE_LIMIT_SCALE must be a positive number, e.g. 1 or 1000 (got "${value}")`,
        ]),
      );
    },
  );

  it('reads PHONE_ONLY_LOOKUPS_PER_HOUR and refuses what is not a positive whole number', () => {
    expect(loadConfig({ PHONE_ONLY_LOOKUPS_PER_HOUR: ' 250 ' }).phoneOnlyLookupsPerHour).toBe(250);
    for (const value of ['0', '-5', '1.5', 'many']) {
      expect(() => loadConfig({ PHONE_ONLY_LOOKUPS_PER_HOUR: value })).toThrow(
        new ConfigError([
          `PHONE_ONLY_LOOKUPS_PER_HOUR must be a whole number of lookups, e.g. 1000 (got "${value}")`,
        ]),
      );
    }
  });

  it.each([
    ['true', true],
    ['1', true],
    ['YES', true],
    ['false', false],
    ['0', false],
  ])('reads SQL_QUERY_COUNT_HEADER %j', (value, expected) => {
    expect(loadConfig({ SQL_QUERY_COUNT_HEADER: value }).sqlQueryCountHeader).toBe(expected);
  });

  it('refuses a SQL_QUERY_COUNT_HEADER that is not a boolean, naming it', () => {
    expect(() => loadConfig({ SQL_QUERY_COUNT_HEADER: 'sometimes' })).toThrow(
      new ConfigError(['SQL_QUERY_COUNT_HEADER must be true or false (got "sometimes")']),
    );
  });

  it('reads the per-client budgets', () => {
    expect(
      loadConfig({ EXPENSIVE_READS_PER_MINUTE: '600', MAX_CONCURRENT_PER_CLIENT: ' 8 ' }),
    ).toMatchObject({ expensiveReadsPerMinute: 600, maxConcurrentPerClient: 8 });
  });

  it.each(['0', '-5', '1.5', 'many', '1e3'])(
    'refuses a per-client budget of %j, naming it',
    (value) => {
      expect(() =>
        loadConfig({ EXPENSIVE_READS_PER_MINUTE: value, MAX_CONCURRENT_PER_CLIENT: value }),
      ).toThrow(
        new ConfigError([
          `EXPENSIVE_READS_PER_MINUTE must be a whole number of 1 or more (got "${value}")`,
          `MAX_CONCURRENT_PER_CLIENT must be a whole number of 1 or more (got "${value}")`,
        ]),
      );
    },
  );

  it('keeps public reads for PUBLIC_READ_CACHE_SECONDS, 0 keeping none', () => {
    expect(loadConfig({ PUBLIC_READ_CACHE_SECONDS: '0' }).publicReadCacheSeconds).toBe(0);
    expect(loadConfig({ PUBLIC_READ_CACHE_SECONDS: '60' }).publicReadCacheSeconds).toBe(60);
  });

  it.each(['301', '-1', '2.5', 'soon'])('refuses PUBLIC_READ_CACHE_SECONDS=%j', (value) => {
    expect(() => loadConfig({ PUBLIC_READ_CACHE_SECONDS: value })).toThrow(
      new ConfigError([
        `PUBLIC_READ_CACHE_SECONDS must be a whole number from 0 to 300 (got "${value}")`,
      ]),
    );
  });

  it.each([
    ['https://clinic.example.in', 'https://clinic.example.in'],
    ['https://Clinic.Example.in/', 'https://clinic.example.in'],
    [' http://localhost:4000 ', 'http://localhost:4000'],
    ['https://clinic.example.in:443', 'https://clinic.example.in'],
  ])('reads SITE_URL %j as the origin %j', (value, origin) => {
    expect(loadConfig({ SITE_URL: value }).siteUrl).toBe(origin);
  });

  it.each([
    'clinic.example.in',
    'ftp://clinic.example.in',
    'https://clinic.example.in/site',
    'https://clinic.example.in/?a=1',
    'https://clinic.example.in#top',
    'https://user:secret@clinic.example.in',
    'https://',
  ])('refuses SITE_URL %j, naming it', (value) => {
    expect(() => loadConfig({ SITE_URL: value })).toThrow(
      new ConfigError([
        `SITE_URL must be an origin like https://clinic.example.in (got "${value}")`,
      ]),
    );
  });

  it('reads the caps on what one phone or one order may take', () => {
    expect(
      loadConfig({
        BOOKING_MAX_ACTIVE_PER_PHONE: '5',
        BOOKING_MAX_PER_DOCTOR_DAY: '2',
        ORDER_MAX_PER_PRODUCT: ' 12 ',
        ORDER_MAX_UNITS: '40',
        ORDER_MAX_PER_PHONE_PER_DAY: '3',
        ORDER_UNCONFIRMED_HOURS: '72',
        HOUSEKEEPING_INTERVAL_MINUTES: '1',
      }),
    ).toMatchObject({
      bookingCaps: { maxActivePerPhone: 5, maxPerDoctorDay: 2 },
      orderCaps: { maxPerProduct: 12, maxUnits: 40, maxPerPhonePerDay: 3, unconfirmedHours: 72 },
      housekeepingIntervalMs: 60_000,
    });
  });

  it.each([
    ['BOOKING_MAX_ACTIVE_PER_PHONE', '0', 'from 1 to 1000'],
    ['BOOKING_MAX_PER_DOCTOR_DAY', 'one', 'from 1 to 1000'],
    ['ORDER_MAX_PER_PRODUCT', '101', 'from 1 to 100'],
    ['ORDER_MAX_UNITS', '-5', 'from 1 to 100000'],
    ['ORDER_MAX_PER_PHONE_PER_DAY', '2.5', 'from 1 to 100000'],
    ['ORDER_UNCONFIRMED_HOURS', '0', 'from 1 to 8760'],
    ['HOUSEKEEPING_INTERVAL_MINUTES', '1e3', 'from 1 to 1440'],
  ])('refuses %s=%j, naming it', (name, value, range) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new ConfigError([`${name} must be a whole number ${range} (got "${value}")`]),
    );
  });

  it('refuses fewer units per order than one product may take', () => {
    expect(() => loadConfig({ ORDER_MAX_PER_PRODUCT: '20', ORDER_MAX_UNITS: '10' })).toThrow(
      new ConfigError(['ORDER_MAX_UNITS must be at least ORDER_MAX_PER_PRODUCT (got 10 and 20)']),
    );
  });

  it('reads DELIVERY_AREAS as PIN codes with a fee and a same-day flag each', () => {
    expect(
      loadConfig({ DELIVERY_AREAS: ' 110001:0:same-day, 110002:49.50 ,' }).deliveryAreas,
    ).toEqual([
      { pinCode: '110001', fee: 0, sameDay: true },
      { pinCode: '110002', fee: 49.5, sameDay: false },
    ]);
  });

  it('names every bad DELIVERY_AREAS entry and a PIN code listed twice', () => {
    const shape =
      'DELIVERY_AREAS entries must look like 464001:40 or 464001:40:same-day (a 6-digit PIN code, the fee in rupees, optionally same-day)';
    expect(() =>
      loadConfig({ DELIVERY_AREAS: '46400:40,464001:-5,464002:40:tomorrow,464003:40,464003:50' }),
    ).toThrow(
      new ConfigError([
        `${shape} (got "46400:40")`,
        `${shape} (got "464001:-5")`,
        `${shape} (got "464002:40:tomorrow")`,
        'DELIVERY_AREAS lists PIN code 464003 more than once',
      ]),
    );
  });
});
