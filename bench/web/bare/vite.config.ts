/**
 * The bare react-admin app of `npm run bench:web`: react-admin, MUI and Vite of the product's
 * versions, Vite's default chunking, and the same precompressed files the product's build writes.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../../vite.precompress';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('../../../dist/bench-web-bare', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
});
