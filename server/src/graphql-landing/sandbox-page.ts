import { createHash } from 'node:crypto';

// The GraphQL landing page: Apollo's embeddable Sandbox when the browser can reach Apollo's CDN,
// and, in plain HTML that needs no script, where the schema file is when it cannot. No inline
// script or style: the page's own script and stylesheet are files served beside it.

export const SANDBOX_PATHS = {
  page: '/graphql',
  script: '/graphql/sandbox.js',
  style: '/graphql/sandbox.css',
  schema: '/graphql/schema.graphql',
} as const;

const SANDBOX_CDN = 'https://embeddable-sandbox.cdn.apollographql.com';
/**
 * Apollo updates its v2 build in place, so it cannot carry a Subresource Integrity hash (one
 * pinned today would block Sandbox after Apollo's next release); the CSP names this host alone.
 */
const SANDBOX_SCRIPT = `${SANDBOX_CDN}/v2/embeddable-sandbox.umd.production.min.js`;
const SANDBOX_FRAME = 'https://sandbox.embed.apollographql.com';

/** Every word the page shows, in one place. */
export const SANDBOX_TEXTS = {
  title: 'Clinic Site GraphQL API',
  usage: 'Send queries and mutations as JSON POST requests to /graphql.',
  schemaIntro: 'The schema, every type, field and argument in GraphQL SDL:',
  schemaLink: 'schema.graphql',
  offline:
    "The query editor below is Apollo Sandbox, which your browser loads from Apollo's servers. " +
    'Offline, or where they are blocked, it does not appear: the schema file above has everything it would show.',
  notLoaded:
    "Apollo Sandbox could not be loaded from Apollo's servers (this browser seems to be offline, or they are blocked). " +
    'The schema file above has every type, field and argument.',
} as const;

/** The CSP of this page alone: Apollo's script and frame, and still no inline script or style. */
export const SANDBOX_PAGE_CSP = [
  "default-src 'self'",
  "base-uri 'none'",
  `script-src 'self' ${SANDBOX_CDN}`,
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  // Sandbox's frame runs the operations through this page, against this origin.
  "connect-src 'self' https://*.apollographql.com",
  `frame-src ${SANDBOX_FRAME}`,
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SANDBOX_SCRIPT_TEXT = `// Starts Apollo Sandbox once its script has loaded; says so plainly when it could not.
(function () {
  var status = document.getElementById('sandbox-status');
  if (typeof window.EmbeddedSandbox !== 'function') {
    status.textContent = ${JSON.stringify(SANDBOX_TEXTS.notLoaded)};
    status.setAttribute('role', 'alert');
    return;
  }
  document.body.classList.add('sandbox-loaded');
  new window.EmbeddedSandbox({
    target: '#sandbox',
    initialEndpoint: window.location.origin + ${JSON.stringify(SANDBOX_PATHS.page)},
    initialState: { includeCookies: false },
    hideCookieToggle: true,
    endpointIsEditable: false,
    runTelemetry: false,
    allowDynamicStyles: false,
  });
})();
`;

export const SANDBOX_STYLE_TEXT = `body {
  margin: 0;
  height: 100vh;
  display: flex;
  flex-direction: column;
  font: 16px/1.5 system-ui, sans-serif;
  color: #1a1a1a;
}
header { padding: 0.75rem 1rem; border-bottom: 1px solid #d0d7de; }
h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
p { margin: 0.25rem 0; max-width: 75ch; }
a { color: #005a9c; }
#sandbox { flex: 1; min-height: 0; }
#sandbox iframe { width: 100%; height: 100%; border: 0; }
`;

/** `sha384-...` of a file, for its script tag's integrity attribute. */
export function integrityOf(text: string): string {
  return `sha384-${createHash('sha384').update(text).digest('base64')}`;
}

export const SANDBOX_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${SANDBOX_TEXTS.title}</title>
    <link rel="stylesheet" href="${SANDBOX_PATHS.style}" integrity="${integrityOf(SANDBOX_STYLE_TEXT)}" />
    <script src="${SANDBOX_SCRIPT}" defer></script>
    <script src="${SANDBOX_PATHS.script}" integrity="${integrityOf(SANDBOX_SCRIPT_TEXT)}" defer></script>
  </head>
  <body>
    <header>
      <h1>${SANDBOX_TEXTS.title}</h1>
      <p>${SANDBOX_TEXTS.usage}</p>
      <p>${SANDBOX_TEXTS.schemaIntro} <a href="${SANDBOX_PATHS.schema}">${SANDBOX_TEXTS.schemaLink}</a></p>
      <p id="sandbox-status">${SANDBOX_TEXTS.offline}</p>
    </header>
    <main id="sandbox"></main>
  </body>
</html>
`;
