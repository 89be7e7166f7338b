import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/** The portal uses no camera, microphone, location, payment or other powerful browser feature. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ');

/**
 * The CSP sources of index.html's inline scripts (`'sha256-…'`): the page may run exactly these and
 * no other inline script. index.html has one, which asks for the dashboard's reads before the app's
 * scripts have run (ADR 008). None when the web app is not built or not served.
 */
export function inlineScriptHashes(webDir: string): string[] {
  const file = path.join(webDir, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`,
  );
}

/**
 * Helmet's security headers on every answer, the content security policy allowing only our own
 * origin (inline styles for Mantine; of inline scripts only index.html's own, by hash), a Permissions-Policy switching off browser features, and `Cache-Control: private` on API answers. The middleware is built once: @fastify/helmet built it again
 * for every request, which was about 3 % of a cheap read's CPU under load.
 */
export function securityHeaders(app: FastifyInstance, scriptHashes: string[] = []) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...scriptHashes],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    // An API answer is for its caller (a profile, a match's contact details, a staff list): no
    // shared cache on the way (a proxy, a CDN) keeps it for the next visitor. Not no-store: the
    // first screen's reads are preloaded by index.html, and the browser hands a preloaded answer to
    // the app only when it may keep it. A route that sets its own Cache-Control (the exports'
    // no-store) overrides this.
    if (req.routeOptions.url?.startsWith('/api')) reply.raw.setHeader('cache-control', 'private');
    setHeaders(req.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

/**
 * For an answer that ends a user's time in this browser (signing out, deleting the account): the
 * browser's HTTP cache still holds their API answers (private, not no-store: see above) and the back
 * button's copies of their pages, which a shared phone's next user could bring back; this empties
 * them. The service worker's copy of the app is not in that cache and stays.
 */
export function clearBrowserCache(reply: FastifyReply) {
  reply.header('clear-site-data', '"cache"');
}
