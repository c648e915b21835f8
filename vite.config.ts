import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/** The web app: built into dist/web and served by the API server; the dev server proxies /api. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: API, changeOrigin: true } },
  },
  define: {
    // A build for one tenant only (e.g. its own domain without a tenant sub-domain).
    'import.meta.env.VITE_TENANT': JSON.stringify(process.env.VITE_TENANT ?? ''),
  },
});
