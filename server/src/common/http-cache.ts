import type { RequestHandler, Response } from 'express';

/**
 * How long browsers and shared caches (a CDN) may keep public answers, the same for GraphQL and
 * REST. Staff change the clinic's profile, doctors and blog a few times a week: five minutes
 * stale is harmless and spares the database every repeat visit. Products and search (which lists
 * products) carry stock and prices that orders change all day: a minute, and checkout checks
 * both anyway. Personal answers, slots and writes are never stored (`no-store`).
 */
export const CONTENT_MAX_AGE = 300;
export const CATALOGUE_MAX_AGE = 60;

/** Marks a successful public read as cacheable by anyone for `maxAge` seconds. */
export function cachePublicly(res: Response, maxAge: number): void {
  res.setHeader('Cache-Control', `public, max-age=${maxAge}`);
}

/** The default of every API answer: personal lookups, writes and errors are never stored. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
