import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  inlineEntryStylesheet,
  inlineMessages,
  precompress,
  scrollAreaMergeRefs,
  splitCatalogue,
} from './scripts/vite-plugins.js';

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
    // Web Push: shows a pushed notification and opens its screen when tapped (ADR 011).
    importScripts: ['/push-sw.js'],
    cleanupOutdatedCaches: true,
    inlineWorkboxRuntime: true,
    // Hashed names change with their content: no revision query needed to fetch them.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  plugins: [
    react(),
    scrollAreaMergeRefs(),
    inlineMessages(),
    splitCatalogue(),
    inlineEntryStylesheet(),
    pwa,
    precompress(),
  ],
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
