import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './vite-plugins/graphql-documents';

/**
 * The staff console's own build (client/staff.html -> dist/staff/, served under /staff/), apart
 * from the site's (vite.config.ts): modules both use are bundled into each build separately, so
 * the console never changes how the site's chunks are grouped, and patients' pages carry no byte
 * of it. `npm run build` runs it after the site's build, which empties dist/.
 */
export default defineConfig({
  base: '/staff/',
  // The site's build serves public/ (the icon staff.html names) at the root; with a public dir,
  // Vite would rewrite the icon's address under /staff/ and copy all of public/ there too.
  publicDir: false,
  plugins: [graphqlDocuments(), react(), consoleAtEveryAddress()],
  build: {
    outDir: 'dist/staff',
    emptyOutDir: true,
    target: 'es2020',
    // Its start is React, MUI, Apollo and the router in one file (~160 kB gzip), fetched once
    // per deploy by a desk's browser and cached as immutable; no phone on a slow link waits.
    chunkSizeWarningLimit: 600,
    rolldownOptions: { input: path.resolve(import.meta.dirname, 'staff.html') },
  },
  server: {
    proxy: {
      '/staff/graphql': 'http://localhost:4000',
      // The desk's uploads, and the photos they make.
      '/staff/api': 'http://localhost:4000',
      '/images/uploads': 'http://localhost:4000',
    },
  },
});

/** `vite -c vite.staff.config.ts`: every /staff address opens the console, as the server does. */
function consoleAtEveryAddress(): Plugin {
  return {
    name: 'clinic:staff-html',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const address = req.url ?? '';
        if (req.headers.accept?.includes('text/html') && /^\/staff(\/|$|\?)/.test(address)) {
          if (!address.startsWith('/staff/graphql')) req.url = '/staff/staff.html';
        }
        next();
      });
    },
  };
}
