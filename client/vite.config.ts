import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = 'http://localhost:4000';
const proxy = { '/graphql': apiTarget, '/api': apiTarget, '/healthz': apiTarget };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? // The server's page renderer: one self-contained module for Node (see entry-server.tsx).
      { outDir: 'dist-server', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : { outDir: 'dist', emptyOutDir: true, target: 'es2020', manifest: true },
  // Bundle every dependency into the renderer, so Node never resolves a browser package itself.
  ssr: { noExternal: true },
  server: { proxy },
  preview: { proxy },
}));
