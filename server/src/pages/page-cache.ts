import { LRUCache } from 'lru-cache';

/** A few hundred rendered pages, each kept for a short while; the least recently used go first. */
export class PageCache<T extends object> extends LRUCache<string, T> {
  constructor(ttlMs: number, maxEntries: number, now?: () => number) {
    super({
      max: maxEntries,
      ttl: ttlMs,
      // Read the clock at every look-up: caching it costs a timer per read.
      ttlResolution: 0,
      ...(now ? { perf: { now } } : {}),
    });
  }
}
