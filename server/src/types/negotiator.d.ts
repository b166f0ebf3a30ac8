// negotiator 1.x (the version Express's `accepts` uses): only what the server calls. The
// published @types/negotiator describe 0.6, without the `preferred` option.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The best of `available` for Accept-Encoding; `preferred` breaks ties of equal q. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
