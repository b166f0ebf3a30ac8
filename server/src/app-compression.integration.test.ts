import { startTestApp, type TestApp } from './test/test-app';

describe('compressed answers', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('sends JSON with brotli when the browser accepts it, else gzip', async () => {
    const brotli = await fetch(`${app.url}/api/products`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const body = (await brotli.json()) as { products: unknown[] };
    expect(body.products.length).toBeGreaterThan(20);

    const gzip = await fetch(`${app.url}/api/products`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');

    const plain = await fetch(`${app.url}/api/products`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
