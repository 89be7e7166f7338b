import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, type Plugin, parseAst, Visitor } from 'vite';
import { messages } from './src/shared/messages.js';

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

/**
 * `shared/messages.ts` is one object with every Turkish string of the app (server and web read it),
 * so a screen that shows two of them downloaded all of them. In the web build, `messages.group.key`
 * whose value is a string is replaced by that string, so each chunk carries the texts it draws; a
 * module left with no other use of `messages` no longer pulls the catalogue in. What cannot be
 * inlined (`const m = messages.offers`, message functions) still reads the module. ADR 004.
 */
function inlineMessages(): Plugin {
  const catalogue = messages as unknown as Record<string, Record<string, unknown>>;
  return {
    name: 'raket:inline-messages',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/]web[\\/].*\.tsx?$/, code: 'shared/messages.js' },
      handler(code) {
        const program = parseAst(code);
        let local: string | undefined;
        for (const node of program.body) {
          if (node.type !== 'ImportDeclaration' || !/\/shared\/messages\.js$/.test(String(node.source.value)))
            continue;
          for (const spec of node.specifiers)
            if (
              spec.type === 'ImportSpecifier' &&
              spec.imported.type === 'Identifier' &&
              spec.imported.name === 'messages'
            )
              local = spec.local.name;
        }
        if (!local) return null;
        const out = new MagicString(code);
        new Visitor({
          MemberExpression(node) {
            const group = node.object;
            if (node.computed || node.property.type !== 'Identifier') return;
            if (group.type !== 'MemberExpression' || group.computed || group.property.type !== 'Identifier')
              return;
            if (group.object.type !== 'Identifier' || group.object.name !== local) return;
            const text = catalogue[group.property.name]?.[node.property.name];
            if (typeof text === 'string') out.overwrite(node.start, node.end, JSON.stringify(text));
          },
        }).visit(program);
        return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
      },
    },
  };
}

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
