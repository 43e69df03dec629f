import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** A page of the site, by its file name. */
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** The demo site: React, with workspace packages compiled from their TypeScript source. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    // The demo, and the page of legacy settings with the drop-in widgets.
    rollupOptions: { input: { main: page('index.html'), legacy: page('legacy.html') } },
  },
});
