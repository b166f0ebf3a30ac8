// The environment the bench and the soak run the production server with: real PostgreSQL at
// `databaseUrl`, loopback only, and per-address limits lifted, since the load is many patients
// arriving from one loopback address.
export function loadServerEnv({ databaseUrl, port }) {
  return {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '1000000',
    // A production start on PostgreSQL loads the demo only when asked; the load needs it.
    SEED_DEMO_DATA: 'true',
  };
}
