import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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
 * Answers smaller than this fit in one TCP segment (a 1500-byte packet less its headers) either
 * way: compressing them costs the server CPU (about 0.04 ms each) and saves the phone no round trip.
 */
export const COMPRESS_FROM_BYTES = 1400;

/**
 * JSON and other text of COMPRESS_FROM_BYTES or more leave compressed (brotli when the browser
 * takes it, else gzip). Brotli at quality 4 costs about what gzip does per request; the static
 * files are compressed once, at build time, at the highest level (vite.config.ts), and the ladder
 * once per version (domain/cached-ladder.ts). Registered before the routes: its hook attaches to
 * each route as it is added (ADR 008).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: COMPRESS_FROM_BYTES, encodings: ['br', 'gzip'] });
}

type EncodingHeaders = { 'accept-encoding'?: string | string[]; 'x-no-compression'?: unknown };

/**
 * Whether a request's Accept-Encoding takes `coding`, for an answer that is compressed ahead of
 * time (the ladder, a signed-out screen's page) rather than by `registerCompression`: the coding's
 * own entry with a weight above 0 decides; without one, `*` does (RFC 9110 §12.5.3), so
 * 'br;q=0' refuses brotli. `x-no-compression`, which `registerCompression` honours, asks for none.
 */
export function acceptsEncoding(headers: EncodingHeaders, coding: 'br' | 'gzip') {
  if (headers['x-no-compression'] !== undefined) return false;
  const header = headers['accept-encoding'];
  const weights = new Map<string, number>();
  for (const coding of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = coding.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  return (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
}

/** Whether a request takes brotli (`acceptsEncoding`). */
export const acceptsBrotli = (headers: EncodingHeaders) => acceptsEncoding(headers, 'br');

export function cacheControlFor(filePath: string): string {
  const name = filePath.split(/[\\/]/).join('/');
  if (name.includes('/assets/')) return IMMUTABLE;
  if (/\.(png|ico|svg)$/.test(name)) return ICONS;
  return REVALIDATE;
}

/** A request for a file (an asset, an icon): when it is missing the answer is 404, not the app. */
const FILE_REQUEST = /^\/assets\/|\.(js|mjs|css|map|png|ico|svg|webmanifest|json|txt|woff2?)$/i;

/**
 * Signed-out screens and the source module of the chunk each draws (web/app/router.tsx). A signed-out
 * visitor's screen used to start downloading only once the entry had run; index.html for these
 * addresses names its chunk and their imports as `modulepreload` links, so they download with the
 * entry. Signed-in addresses wait for /api/me and the layout first, and "/" is served as the file.
 */
export const SCREEN_MODULES: Record<string, string> = {
  '/login': 'src/web/features/auth/LoginPage.tsx',
  '/register': 'src/web/features/auth/RegisterPage.tsx',
  '/guesthome': 'src/web/features/guest/GuestHomePage.tsx',
  '/forgotpassword': 'src/web/features/auth/ForgotPasswordPage.tsx',
  '/reset-password': 'src/web/features/auth/ResetPasswordPage.tsx',
};

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/** The files `key` needs (itself and its static imports), minus what index.html loads already. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const closure = (start: string, seen = new Set<string>()) => {
    if (seen.has(start) || !manifest[start]) return seen;
    seen.add(start);
    for (const next of manifest[start].imports ?? []) closure(next, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry) ?? 'index.html';
  const loaded = closure(entry);
  return [...closure(key)].filter((k) => !loaded.has(k)).map((k) => `/${manifest[k].file}`);
}

type Shell = { html: Buffer; br: Buffer; gz: Buffer };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * index.html with each signed-out address's screen chunks as modulepreload links, compressed at the
 * highest levels. Built once when the server starts, off the main thread (node:zlib's thread pool),
 * rather than by the first request for the address: index.html carries the first screen's
 * stylesheet (about 65 KB before compression), and brotli at quality 11 took that first visitor
 * hundreds of milliseconds on a busy machine. A request that comes earlier waits for it.
 */
function screenShells(webRoot: string) {
  const shells = new Map<string, Promise<Shell | null>>();
  const file = path.join(webRoot, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> | null = fs.existsSync(file)
    ? JSON.parse(fs.readFileSync(file, 'utf8'))
    : null;
  const build = async (module: string): Promise<Shell | null> => {
    if (!manifest?.[module]) return null;
    const links = chunkFiles(manifest, module)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('');
    const page = await fs.promises.readFile(path.join(webRoot, 'index.html'), 'utf8');
    const html = Buffer.from(page.replace('</head>', `${links}</head>`));
    const [br, gz] = await Promise.all([
      brotli(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      }),
      gzip(html, { level: 9 }),
    ]);
    return { html, br, gz };
  };
  if (manifest && fs.existsSync(path.join(webRoot, 'index.html'))) {
    for (const [address, module] of Object.entries(SCREEN_MODULES)) {
      const shell = build(module).catch(() => null);
      shells.set(address, shell);
    }
  }
  return (pathname: string): Promise<Shell | null> | null => {
    const address = pathname.replace(/\/+$/, '').toLowerCase();
    return shells.get(address) ?? null;
  };
}

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
  const shellFor = spa ? screenShells(webRoot) : () => null;
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    if (spa && (req.method === 'GET' || req.method === 'HEAD') && !pathname.startsWith('/api')) {
      if (FILE_REQUEST.test(pathname)) {
        // falls through to the 404 below
      } else {
        const shell = await shellFor(pathname);
        if (!shell) return reply.sendFile('index.html');
        const [body, encoding] = acceptsEncoding(req.headers, 'br')
          ? [shell.br, 'br']
          : acceptsEncoding(req.headers, 'gzip')
            ? [shell.gz, 'gzip']
            : [shell.html, undefined];
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', REVALIDATE)
          .header('vary', 'accept-encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(body);
      }
    }
    return reply.code(404).send({ error: { code: 'not_found', message: messages.common.notFound } });
  });
}
