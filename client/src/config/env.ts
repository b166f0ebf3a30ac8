// The only module that reads import.meta.env (Jest maps it to src/test/env.ts).
// Parsed once at start; a bad value fails fast with the variable's name.

function parseApiOrigin(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return '';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_API_ORIGIN must be an absolute http(s) URL or empty, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_API_ORIGIN must use http or https, got "${value}"`);
  }
  return url.origin;
}

const apiOrigin = parseApiOrigin(import.meta.env.VITE_API_ORIGIN);

export const env = {
  /** '' means same origin as the site. */
  apiOrigin,
  graphqlUrl: `${apiOrigin}/graphql`,
  isDev: import.meta.env.DEV,
} as const;
