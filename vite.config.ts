import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // RJSF's markdown parser is never used by our forms: a stub in its place (why: src/form-engine/markdown-stub.tsx).
  resolve: {
    alias: [{ find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/form-engine/markdown-stub.tsx', import.meta.url)) }],
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  // Chakra UI makes the main chunk about 700 kB before gzip; pages are split off already.
  // No source maps in the build: they would publish the sources (docs/security.md §7); the server refuses *.map too.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
