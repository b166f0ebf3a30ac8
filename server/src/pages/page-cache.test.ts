import { PageCache } from './page-cache';

describe('PageCache', () => {
  it('forgets a page when its time is up', () => {
    let now = 1_000_000;
    const cache = new PageCache<{ html: string }>(1000, 10, () => now);
    cache.set('/', { html: 'home' });
    now += 1000;
    expect(cache.get('/')).toEqual({ html: 'home' });
    now += 1;
    expect(cache.get('/')).toBeUndefined();
  });

  it('drops the least recently used page when full', () => {
    const cache = new PageCache<{ html: string }>(60_000, 2);
    cache.set('/a', { html: 'a' });
    cache.set('/b', { html: 'b' });
    cache.get('/a');
    cache.set('/c', { html: 'c' });
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toEqual({ html: 'a' });
    expect(cache.get('/c')).toEqual({ html: 'c' });
  });
});
