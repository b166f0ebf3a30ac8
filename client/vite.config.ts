import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './vite-plugins/graphql-documents';
import { plainDynamicImports } from './vite-plugins/plain-dynamic-imports';

const apiTarget = 'http://localhost:4000';
// Uploaded product photos live in the server's database, not in public/.
const proxy = {
  '/graphql': apiTarget,
  '/api': apiTarget,
  '/healthz': apiTarget,
  '/images/uploads': apiTarget,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [graphqlDocuments(), plainDynamicImports(), react()],
  build: isSsrBuild
    ? // The server's page renderer: one self-contained module for Node (see entry-server.tsx).
      { outDir: 'dist-server', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2020',
        manifest: true,
        // No <link rel=modulepreload> injected before each import(): appending the links for the
        // app's start cost a slowed phone's CPU just after the first paint (README,
        // Performance). The browser finds a chunk's imports itself, one round trip later.
        modulePreload: false,
      },
  // Bundle every dependency into the renderer, so Node never resolves a browser package itself.
  ssr: { noExternal: true },
  // The renderer is production React and Emotion whatever NODE_ENV the server runs with: a
  // development render labels every class name (css-x-MuiButton-root), so the browser's
  // production build would find none of the page's styles and insert them all again.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { proxy },
  preview: { proxy },
}));
