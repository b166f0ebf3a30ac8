import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// One definition of the renderer's contract, shared with the client that implements it (the
// client's package is ESM, hence the resolution mode).
import type {
  Execute,
  GraphQLRequest,
  GraphQLResult,
  RenderedPage,
  RendererModule,
} from '../../../client/src/ssr/renderer-contract.js' with { 'resolution-mode': 'import' };

export type { Execute, GraphQLRequest, GraphQLResult, RenderedPage, RendererModule };

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
  hindiDigits: 'latin' | 'devanagari' = 'latin',
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
    hindiDigits,
  });
  if (failures.length > 0) throw new PageDataError(failures);
  return page;
}
