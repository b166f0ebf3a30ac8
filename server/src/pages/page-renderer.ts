import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** Runs one of the page's GraphQL operations in this process, as the visitor's request. */
export type Execute = (request: GraphQLRequest) => Promise<GraphQLResult>;

export interface RenderedPage {
  html: string;
  styles: string;
  state: unknown;
  head: { title?: string; description?: string; status?: number };
}

/** The client's server renderer (client/src/entry-server.tsx, built to client/dist-server). */
export interface RendererModule {
  APOLLO_STATE_ID: string;
  renderPage(options: {
    url: string;
    execute: Execute;
    signal?: AbortSignal;
  }): Promise<RenderedPage>;
}

/** The renderer next to the built client, or undefined when only the browser build exists. */
export async function loadRenderer(clientDist: string): Promise<RendererModule | undefined> {
  const file = path.join(clientDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as RendererModule;
}

/** Thrown when a page's data could not be read (not "not found"): the browser will try again. */
export class PageDataError extends Error {
  constructor(readonly codes: string[]) {
    super(`page data failed: ${codes.join(', ')}`);
    this.name = 'PageDataError';
  }
}

/**
 * Renders `url` with its data. An answer of "not found" is part of the page (a 404 page); any
 * other error (the database is down, say) fails the render, so the caller sends the plain shell
 * and the browser shows its own error state and retries.
 */
export async function renderWithData(
  renderer: RendererModule,
  url: string,
  execute: Execute,
  timeoutMs: number,
): Promise<RenderedPage> {
  const failures: string[] = [];
  const checked: Execute = async (request) => {
    const result = await execute(request);
    for (const error of result.errors ?? []) {
      const code = String(error.extensions?.code ?? 'UNKNOWN');
      if (code !== 'NOT_FOUND') failures.push(code);
    }
    return result;
  };
  const page = await renderer.renderPage({
    url,
    execute: checked,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (failures.length > 0) throw new PageDataError(failures);
  return page;
}
