import { PageCache } from './page-cache';

describe('PageCache', () => {
  it('forgets a page when its time is up', () => {
    let now = 0;
    const cache = new PageCache<string>(1000, 10, () => now);
    cache.set('/', 'home');
    now = 999;
    expect(cache.get('/')).toBe('home');
    now = 1000;
    expect(cache.get('/')).toBeUndefined();
  });

  it('drops the oldest page when full', () => {
    const cache = new PageCache<string>(60_000, 2);
    cache.set('/a', 'a');
    cache.set('/b', 'b');
    cache.set('/c', 'c');
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBe('b');
    expect(cache.get('/c')).toBe('c');
  });
});
