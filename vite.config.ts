import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Mantine's ScrollArea (inside every Table) imports only `useMergeRefs` from @floating-ui/react;
 * bundled, that one import pulls the whole floating-ui chunk onto every page with a table. Point it
 * at our copy of the hook (src/web/lib/merge-refs.ts); popovers still use floating-ui itself.
 * If Mantine stops importing it, nothing matches and nothing changes (ADR 004).
 */
function scrollAreaMergeRefs(): Plugin {
  const copy = fileURLToPath(new URL('./src/web/lib/merge-refs.ts', import.meta.url));
  return {
    name: 'raket:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer) return null;
      return /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)
        ? copy
        : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), scrollAreaMergeRefs()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
