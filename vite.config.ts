import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineMessages, scrollAreaMergeRefs } from './scripts/vite-plugins.js';

export default defineConfig({
  plugins: [react(), scrollAreaMergeRefs(), inlineMessages()],
  resolve: {
    alias: [
      // wouter imports the React < 18 shim of useSyncExternalStore (CommonJS); React 19 has the hook.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/web/lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Mantine's core (Box, the styles API, the provider) and the components every screen
            // draws, in one chunk with what they import. Left to the automatic split, each of these
            // was a chunk of its own on every page, and their imports and exports between chunks
            // cost more than the code some screens do not use (ADR 004).
            {
              name: 'mantine',
              test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Anchor|Button|Center|Container|Group|Loader|Paper|Stack|Text|Title|Transition|UnstyledButton)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
