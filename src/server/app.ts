import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawServerDefault,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { messages } from '../shared/messages.js';
import {
  type Access,
  enforceAccess,
  type RouteEntry,
  requireAccessPolicy,
  type SessionUser,
} from './access.js';
import { type Auth, createAuth } from './auth/better-auth.js';
import { expiredSessionCookies, resolveSession } from './auth/session.js';
import { SessionCache } from './auth/session-cache.js';
import type { Database, Db } from './db/client.js';
import { SettingsCache } from './domain/settings-cache.js';
// The name rule learns every top-level domain before any request is read.
import './domain/web-endings.js';
import type { Env } from './env.js';
import { AppError } from './errors.js';
import { installErrorHandling, turkishClientErrors, turkishFrameworkErrors } from './http/error-handler.js';
import { NOTICE_WRITES_PER_HOUR } from './http/notice-writes-limit.js';
import { sameOriginWrites } from './http/same-origin.js';
import { clearBrowserCache, inlineScriptHashes, securityHeaders } from './http/security-headers.js';
import { registerCompression, serveWebApp } from './http/web-app.js';
import { isWellFormedInput } from './http/well-formed.js';
import { MailDeliverer } from './mail/deliverer.js';
import { fileTransport, type MailTransport, smtpTransport } from './mail/transport.js';
import { LiveChanges } from './modules/events/live-changes.js';
import type { OpenStreams } from './modules/events/open-event-stream.js';
import { registerModules } from './modules/index.js';
import { PushDeliverer } from './modules/push/push-deliverer.js';
import { generateVapidKeys, type VapidKeys } from './modules/push/vapid.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface AppDeps {
  db: Db;
  database: Database;
  env: Env;
  auth: Auth;
  mailer: MailDeliverer;
  settings: SettingsCache;
  /** Sessions resolved in the last few seconds; forget a user's after changing their sessions or role. */
  sessionCache: SessionCache;
  /** The clock of every rule; tests inject one. */
  now: () => Date;
  /** Every API route with its access policy, for the authorisation tests. */
  routeTable: RouteEntry[];
  /** Signs session cookies and calendar feed tokens. */
  authSecret: string;
  /** Changes heard from the database (every instance's), for the open event streams. */
  live: LiveChanges;
  eventStreams: OpenStreams;
  /** How long an event stream stays open before the browser opens a new one. */
  eventStreamMs: number;
  pusher: PushDeliverer;
  vapid: VapidKeys;
  /** Tests only: a stand-in push service on http://127.0.0.1. */
  allowHttpPush: boolean;
}

export interface AppOptions {
  database: Database;
  env: Env;
  authSecret: string;
  transport?: MailTransport;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute and address to each account route (sign-in, reset, verification, …; sign-up 3×). */
  authRateLimit?: number;
  /** Notice writes (offers, excuses, match requests) an account may make in an hour. */
  noticeWritesPerHour?: number;
  /** Serve the built web app from dist/web (production start). */
  serveWeb?: boolean;
  /** How long one event stream lasts (default 5 minutes); the browser then reconnects. */
  eventStreamMs?: number;
  /** The server's VAPID keys (main.ts: from the environment or the data folder); else a new pair. */
  vapid?: VapidKeys;
  /** Accept push subscriptions on http:// (tests' stand-in push service). */
  allowHttpPush?: boolean;
}

/** The Fastify instance every module registers its routes on: zod schemas give typed requests. */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export async function buildApp(options: AppOptions) {
  const { database, env } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    routerOptions: { maxParamLength: 200 },
    // Fastify's own URL errors (an over-long path segment, a bad encoding) answer in Turkish too,
    // and so do requests Node's parser refuses (a raw UTF-8 query string, oversized headers).
    frameworkErrors: turkishFrameworkErrors,
    clientErrorHandler: turkishClientErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // The API reads JSON only: a text/plain body (what a cross-site form can send) is refused with 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const settings = new SettingsCache(database.db);
  const routeTable: RouteEntry[] = [];
  const transport =
    options.transport ??
    (env.SMTP_URL
      ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
      : fileTransport(path.join(env.dataDir, 'mail'), env.MAIL_FROM, app.log));
  const mailer = new MailDeliverer(database.db, transport, app.log, {
    baseUrl: env.baseUrl,
    secret: options.authSecret,
  });
  const auth = createAuth({
    db: database.db,
    secret: options.authSecret,
    baseUrl: env.baseUrl,
    onMailQueued: () => mailer.kick(),
  });
  const vapid = options.vapid ?? generateVapidKeys();
  const pusher = new PushDeliverer(database.db, vapid, app.log, options.allowHttpPush ?? false);
  const live = new LiveChanges(database, app.log);
  await live.start();
  app.decorate('deps', {
    db: database.db,
    database,
    env,
    auth,
    mailer,
    settings,
    sessionCache: new SessionCache(),
    now: options.now ?? (() => new Date()),
    routeTable,
    authSecret: options.authSecret,
    live,
    eventStreams: new Set<(shutdown?: boolean) => void>(),
    eventStreamMs: options.eventStreamMs ?? 5 * 60_000,
    pusher,
    vapid,
    allowHttpPush: options.allowHttpPush ?? false,
  });
  app.decorateRequest('user', null);

  // Every API route must say who may call it; a route without a policy stops the server at start.
  app.addHook('onRoute', requireAccessPolicy(routeTable));

  securityHeaders(app, options.serveWeb ? inlineScriptHashes(env.webDir) : []);
  await app.register(rateLimit, { global: false });
  await registerCompression(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Raket API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  installErrorHandling(app);

  // Cross-site writes are refused, whatever the path says before the router decodes it.
  sameOriginWrites(app, env.baseUrl);

  // Before validation: a caller who may not use a route is refused before their input is read.
  app.addHook('preValidation', async (req, reply) => {
    const policy = req.routeOptions.config.access;
    if (!policy) return;
    req.user = await resolveSession(req, app.deps, app.deps.now());
    // A cookie that no longer signs anyone in: its session ended (idle for longer than the timeout,
    // signed out on other devices, a new password, the account deleted). A read answers with the
    // cookie deleted and the browser told to drop what it kept of that user's answers, as signing out
    // does; once, since the cookie is gone after it. Writes leave it: signing in again sets its own.
    if (!req.user && req.method === 'GET') {
      const ended = expiredSessionCookies(req.headers.cookie);
      if (ended.length > 0) {
        reply.header('set-cookie', ended);
        clearBrowserCache(reply);
      }
    }
    await enforceAccess(app.deps.db, policy, req.user, req);
    // Every field of every route: text that is not well-formed Unicode is refused, not stored.
    if (![req.body, req.query, req.params].every(isWellFormedInput)) {
      throw new AppError(400, 'malformed_text', messages.common.malformedText);
    }
  });

  // Mail queued by a write goes out right after the response, not on the next poll.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400) {
      mailer.kick();
      pusher.kick();
    }
  });

  await app.register(
    async (api) =>
      registerModules(api, {
        authRateLimit: options.authRateLimit ?? 10,
        noticeWritesPerHour: options.noticeWritesPerHour ?? NOTICE_WRITES_PER_HOUR,
      }),
    {
      prefix: '/api',
    },
  );

  await serveWebApp(app, env.webDir, !!options.serveWeb);

  // Open event streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const close of [...app.deps.eventStreams]) close(true);
  });
  app.addHook('onClose', async () => {
    await mailer.stop();
    await pusher.stop();
    await live.stop();
  });
  return app;
}
