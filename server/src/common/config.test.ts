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
    });
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
    });
    expect(config).toMatchObject({
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
});
