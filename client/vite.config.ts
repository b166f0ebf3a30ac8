import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
  },
  server: {
    proxy: {
      '/graphql': apiTarget,
      '/api': apiTarget,
      '/healthz': apiTarget,
    },
  },
  preview: {
    proxy: {
      '/graphql': apiTarget,
      '/api': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
