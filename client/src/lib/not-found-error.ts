/**
 * Thrown by a screen whose address names nothing (an unknown condition, say); the route error
 * page answers it with the not-found page. Screens render before their data, so this replaces
 * a route loader, which would hold the whole first paint back.
 */
export class NotFoundError extends Error {
  constructor(what: string) {
    super(`Not found: ${what}`);
    this.name = 'NotFoundError';
  }
}
