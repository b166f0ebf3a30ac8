// What the built client makes every page download before a route's own code: the entry script,
// the chunks index.html preloads and its stylesheets, gzip-compressed from client/dist. Where the
// entry is a small loader that imports the app once the page has painted (client/src/main.tsx),
// the app's start chunk and everything it imports statically count as start-up code too.
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

/** The entry's dynamically imported start chunks and their static imports, from Vite's manifest. */
function startChunks(dist) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return { starts: [], imports: [] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const starts = (entry?.dynamicImports ?? []).map((key) => manifest[key]).filter(Boolean);
  // A start chunk another one imports (the loader imports them in steps) counts once, as a start;
  // so does the loader itself, which start chunks import for Vite's preload helper.
  const startFiles = new Set([entry?.file, ...starts.map((chunk) => chunk.file)]);
  const imports = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || imports.has(chunk.file) || startFiles.has(chunk.file)) return;
    imports.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  starts.forEach((chunk) => (chunk.imports ?? []).forEach(visit));
  return {
    starts: starts.map((chunk) => `/${chunk.file}`),
    imports: [...imports].map((file) => `/${file}`),
  };
}

export function entrySizes(root) {
  const dist = path.join(root, 'client', 'dist');
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) return { available: false, paths: new Set() };
  const html = entryAssets(readFileSync(indexFile, 'utf8'));
  const start = startChunks(dist);
  const scripts = [...html.scripts, ...start.starts];
  const preloads = [...new Set([...html.preloads, ...start.imports])];
  const { styles } = html;
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
