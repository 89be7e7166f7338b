import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, type Plugin, parseAst, Visitor } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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

/**
 * Every text file of the build gets a .br (quality 11) and a .gz (level 9) beside it, once, so the
 * server sends the smallest file without compressing per request (@fastify/static `preCompressed`).
 * Runs after the service worker is written, so sw.js is compressed too (ADR 008).
 */
function precompress(): Plugin {
  let outDir = '';
  const text = /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/;
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === '.vite' ? [] : walk(full);
      return text.test(e.name) ? [full] : [];
    });
  return {
    name: 'raket:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          const content = fs.readFileSync(file);
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/** Brand colours: the header's teal (Mantine teal.9) and the signed-out page's grey (gray.0). */
const THEME_COLOR = '#087f5b';
const BACKGROUND_COLOR = '#f8f9fa';

/**
 * The web app manifest and a Workbox service worker (ADR 008): it precaches index.html, every
 * hashed JS/CSS file and the icons, answers navigations with the cached index.html, and never
 * touches /api (no runtime caching: API answers always come from the network). A new version waits
 * until the player taps "Yenile" (`registerType: 'prompt'`, web/lib/pwa.ts registers it).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.ico', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Raket — Amatör Tenis Merdiven Ligleri',
    short_name: 'Raket',
    description: 'Amatör tenis merdiven ligleri: sıralama, maç teklifleri ve sonuçlar.',
    lang: 'tr-TR',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,png,ico,svg,webmanifest}'],
    navigateFallback: '/index.html',
    // An /api link opened in the browser (the calendar feed, openapi.json) goes to the server.
    navigateFallbackDenylist: [/^\/api\//],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    // Hashed names change with their content: no revision query needed to fetch them.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  plugins: [react(), scrollAreaMergeRefs(), inlineMessages(), pwa, precompress()],
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
