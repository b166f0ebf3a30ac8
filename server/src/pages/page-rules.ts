// Which site addresses the server renders, and which of those it may keep and reuse.
// Paths mirror client/src/config/paths.ts; a page's rules are the same in every language (/hi/...).
import { pageLocale } from './page-locale';

/**
 * Pages about one patient (their booking, reached with its reference; the order the tab just
 * placed): the browser renders them.
 */
const PERSONAL_PATHS = ['/appointments/manage', '/order-placed'];

/** Pages whose data changes by the minute (free slots): rendered afresh for every visit. */
const LIVE_PATHS = ['/book-appointment'];

/** Pages under these whose data changes by the second (a doctor's queue today): the same. */
const LIVE_PREFIXES = ['/queue/'];

const isLivePage = (pathname: string) =>
  LIVE_PATHS.includes(pathname) || LIVE_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * The query parameters each page reads (its useSearchParams calls); every other parameter is
 * ignored by the page, so it must not make the server render the page again.
 */
const PAGE_PARAMETERS: Record<string, readonly string[]> = {
  '/blog': ['search', 'tag'],
  '/products': ['q', 'category', 'sort', 'page'],
  '/book-appointment': ['doctorId', 'condition'],
};

/**
 * The staff console (client/src/staff/): never rendered on the server, never stored by a
 * browser or proxy, never indexed.
 */
export function isStaffPage(pathname: string): boolean {
  return pathname === '/staff' || pathname.startsWith('/staff/');
}

export function isPersonalPage(pathname: string): boolean {
  return PERSONAL_PATHS.includes(pageLocale(pathname).path);
}

export interface PageAddress {
  /** What the page is rendered from: its path and only the parameters it reads, in order. */
  url: string;
  /** The same HTML may go to every visitor for a short while: no parameter read, no live data. */
  reusable: boolean;
}

/**
 * The address a page is rendered and kept under, whatever else the visitor's URL carries. It
 * keeps the language's prefix: /hi and / are two pages, never one cache entry.
 */
export function pageAddress(pathname: string, params: URLSearchParams): PageAddress {
  const { path } = pageLocale(pathname);
  const read = new URLSearchParams();
  for (const name of PAGE_PARAMETERS[path] ?? []) {
    // Pages read the first value and treat a blank one as absent.
    const value = params.get(name);
    if (value?.trim()) read.set(name, value);
  }
  const search = read.size > 0 ? `?${read.toString()}` : '';
  return {
    url: `${pathname}${search}`,
    reusable: search === '' && !isLivePage(path) && !isPersonalPage(path),
  };
}
