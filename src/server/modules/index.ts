import type { TypedApp } from '../app.js';
import { authRoutes } from './auth/routes.js';
import { healthRoutes } from './health/routes.js';
import { mailRoutes } from './mail/routes.js';
import { profileRoutes } from './profile/routes.js';

export interface ModuleOptions {
  authRateLimit: number;
}

/** Every feature's routes, under /api. */
export async function registerModules(app: TypedApp, options: ModuleOptions) {
  await app.register(healthRoutes);
  await app.register(authRoutes, { rateLimit: options.authRateLimit });
  await app.register(profileRoutes);
  await app.register(mailRoutes);
  app.get('/openapi.json', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
