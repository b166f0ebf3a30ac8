// What the built client makes every page download before a route's own code: the entry script,
// the chunks index.html preloads and its stylesheets, gzip-compressed from client/dist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipCache = new Map();

/** Bytes of a file under client/dist once gzipped (zlib's default level, as served), or null. */
export function gzipSize(dist, urlPath) {
  const file = path.join(dist, decodeURIComponent(urlPath));
  if (!file.startsWith(dist) || !existsSync(file)) return null;
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)).length);
  return gzipCache.get(file);
}

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** Paths of the entry script, the modulepreloaded chunks and the stylesheets of index.html. */
function entryAssets(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts = [];
  const preloads = [];
  const styles = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && attribute(tag, 'type') === 'module' && attribute(tag, 'src')) {
      scripts.push(attribute(tag, 'src'));
    }
    const rel = attribute(tag, 'rel');
    if (rel === 'modulepreload') preloads.push(attribute(tag, 'href'));
    if (rel === 'stylesheet') styles.push(attribute(tag, 'href'));
  }
  return { scripts, preloads, styles };
}

export function entrySizes(root) {
  const dist = path.join(root, 'client', 'dist');
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return { available: false, paths: new Set() };
  const { scripts, preloads, styles } = entryAssets(readFileSync(indexFile, 'utf8'));
  const sum = (list) => list.reduce((total, p) => total + (gzipSize(dist, p) ?? 0), 0);
  const assetsDir = path.join(dist, 'assets');
  const allJs = existsSync(assetsDir)
    ? readdirSync(assetsDir).filter((file) => file.endsWith('.js'))
    : [];
  return {
    available: true,
    entry: scripts.map((p) => ({ path: p, gzip: gzipSize(dist, p) })),
    entryGzip: sum(scripts),
    preloadCount: preloads.length,
    preloadGzip: sum(preloads),
    cssGzip: sum(styles),
    allJsCount: allJs.length,
    allJsGzip: sum(allJs.map((file) => `/assets/${file}`)),
    paths: new Set([...scripts, ...preloads, ...styles]),
  };
}
