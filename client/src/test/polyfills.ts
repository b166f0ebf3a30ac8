// jsdom lacks pieces react-router 7 needs: TextEncoder/TextDecoder, and the Fetch API's Request
// (the data router wraps every navigation in one). Node's own Request rejects jsdom's
// AbortSignal, so tests get a minimal stand-in; nothing in the client tests does real fetches.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof globalThis.Request === 'undefined') {
  class TestRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly body: unknown;
    constructor(
      input: string | URL,
      init: { method?: string; signal?: AbortSignal; body?: unknown } = {},
    ) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.body = init.body ?? null;
    }
  }
  Object.assign(globalThis, { Request: TestRequest });
}
