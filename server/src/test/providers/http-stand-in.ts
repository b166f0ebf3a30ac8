import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The header our HTTP adapters send the outbox message's id in, and the stand-ins dedupe by.
 * Neither Meta nor MSG91 documents one (a real provider ignores an unknown header); the worker's
 * "one delivery per message" is proven against stand-ins that honour it.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface JsonAnswer {
  status: number;
  body: unknown;
}

export type JsonHandler = (request: {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body; undefined when it was not JSON. */
  body: unknown;
}) => Promise<JsonAnswer>;

export interface RunningHttp {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, { status, body }: JsonAnswer): void {
  // The client may have gone (timed out, killed) while the request was held.
  if (response.destroyed || response.writableEnded) return;
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** A real HTTP server on 127.0.0.1 (a free port) answering JSON from `handle`. */
export async function startJsonServer(handle: JsonHandler): Promise<RunningHttp> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      const [path] = (request.url ?? '/').split('?');
      answer(
        response,
        await handle({ method: request.method ?? 'GET', path, headers: request.headers, body }),
      );
    })().catch((error: unknown) => {
      answer(response, { status: 500, body: { error: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A header's single value. */
export function header(headers: IncomingMessage['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
