// Which site addresses the server renders, and which of those it may keep and reuse.
// Paths mirror client/src/config/paths.ts.

/** Pages about one patient (their booking, reached with its reference): the browser renders them. */
const PERSONAL_PATHS = ['/appointments/manage'];

/** Pages whose data changes by the minute (free slots): rendered afresh for every visit. */
const LIVE_PATHS = ['/book-appointment'];

export function isPersonalPage(pathname: string): boolean {
  return PERSONAL_PATHS.includes(pathname);
}

/** The same HTML may go to every visitor for a short while: no query, no live data. */
export function isReusablePage(pathname: string, search: string): boolean {
  return search === '' && !LIVE_PATHS.includes(pathname) && !isPersonalPage(pathname);
}
