// The contract between the client's page renderer (client/src/entry-server.tsx, built to
// client/dist-server) and the server that loads it (server/src/pages). Types only, in a
// declaration file, so the server's compiler reads it without building client code.

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** Runs one of the page's GraphQL operations in the server's process, as the visitor's request. */
export type Execute = (request: GraphQLRequest) => Promise<GraphQLResult>;

/**
 * What a page says about itself in the document head (title, description) and its HTTP status.
 */
export interface PageHead {
  title?: string;
  description?: string;
  /** 404 for an address that names nothing; 200 otherwise. */
  status?: number;
}

export interface RenderOptions {
  /** Absolute URL of the page, e.g. http://localhost:4000/diseases/piles. */
  url: string;
  execute: Execute;
  /** Stops waiting for data; what is rendered by then is sent. */
  signal?: AbortSignal;
  /** The digits of Hindi pages, the clinic's setting (HINDI_DIGITS); Latin when not given. */
  hindiDigits?: 'latin' | 'devanagari';
}

export interface RenderedPage {
  /** The markup for #root. */
  html: string;
  /** <style> elements for exactly the rules the markup uses. */
  styles: string;
  /** The Apollo cache after rendering (JSON), for the browser to start from. */
  state: unknown;
  /** The compiled messages of the catalogues the page read, by name, in its language (JSON). */
  messages: unknown;
  /** The page's language, for <html lang>: 'en' or 'hi'. */
  lang: string;
  /** Markup the page's language adds to the head (the Devanagari font), or ''. */
  headTags: string;
  head: PageHead;
}

/** What dist-server/entry-server.js exports. */
export interface RendererModule {
  /** id of the <script type="application/json"> element the page's `state` goes into. */
  APOLLO_STATE_ID: string;
  /** id of the <script type="application/json"> element the page's `messages` go into. */
  PAGE_MESSAGES_ID: string;
  renderPage(options: RenderOptions): Promise<RenderedPage>;
}
