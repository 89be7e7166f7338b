import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '../../shared/messages.js';

/** Hashed file names change with their content: a browser may keep them for a year unasked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The shell, the service worker and the manifest name the hashed files: asked again on every visit. */
export const REVALIDATE = 'no-cache';
/** Icons keep their names across versions: a week, then asked again. */
const ICONS = 'public, max-age=604800';

/**
 * JSON and other text above 1 KB leave compressed (brotli when the browser takes it, else gzip).
 * Brotli at quality 4 costs about what gzip does per request; the static files are compressed once,
 * at build time, at the highest level (vite.config.ts). Registered before the routes: its hook
 * attaches to each route as it is added (ADR 008).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}

export function cacheControlFor(filePath: string): string {
  const name = filePath.split(/[\\/]/).join('/');
  if (name.includes('/assets/')) return IMMUTABLE;
  if (/\.(png|ico|svg)$/.test(name)) return ICONS;
  return REVALIDATE;
}

/** A request for a file (an asset, an icon): when it is missing the answer is 404, not the app. */
const FILE_REQUEST = /^\/assets\/|\.(js|mjs|css|map|png|ico|svg|webmanifest|json|txt|woff2?)$/i;

/**
 * The built web app (dist/web) with the .br/.gz files the build wrote beside each text file, and
 * index.html for every other GET outside /api, since the app routes in the browser. Also the
 * not-found answer of the API.
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string, enabled: boolean) {
  const spa = enabled && fs.existsSync(path.join(webRoot, 'index.html'));
  const setCacheHeaders = (reply: FastifyReply, filePath: string) =>
    reply.header('cache-control', cacheControlFor(filePath));
  if (spa) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    if (spa && (req.method === 'GET' || req.method === 'HEAD') && !pathname.startsWith('/api')) {
      if (!FILE_REQUEST.test(pathname)) return reply.sendFile('index.html');
    }
    return reply.code(404).send({ error: { code: 'not_found', message: messages.common.notFound } });
  });
}
