import { access } from '../access.js';
import type { TypedApp } from '../app.js';
import { noticeWritesLimit } from '../http/notice-writes-limit.js';
import { accountRoutes } from './account/routes.js';
import { adminLogsRoutes } from './admin-logs/routes.js';
import { announcementsRoutes } from './announcements/routes.js';
import { applicationsRoutes } from './applications/routes.js';
import { arrangeRoutes } from './arrange/routes.js';
import { authRoutes } from './auth/routes.js';
import { calendarRoutes } from './calendar/routes.js';
import { clientErrorsRoutes } from './client-errors/routes.js';
import { eventsRoutes } from './events/routes.js';
import { excusesRoutes } from './excuses/routes.js';
import { exportsRoutes } from './exports/routes.js';
import { guestRoutes } from './guest/routes.js';
import { healthRoutes } from './health/routes.js';
import { homeRoutes } from './home/routes.js';
import { leaguesRoutes } from './leagues/routes.js';
import { mailRoutes } from './mail/routes.js';
import { matchesRoutes } from './matches/routes.js';
import { moderatorsRoutes } from './moderators/routes.js';
import { notificationsRoutes } from './notifications/routes.js';
import { offersRoutes } from './offers/routes.js';
import { overviewRoutes } from './overview/routes.js';
import { participantsRoutes } from './participants/routes.js';
import { playersRoutes } from './players/routes.js';
import { preferencesRoutes } from './preferences/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { profileRoutes } from './profile/routes.js';
import { pushRoutes } from './push/routes.js';
import { remindersRoutes } from './reminders/routes.js';
import { resultsRoutes } from './results/routes.js';
import { rolesRoutes } from './roles/routes.js';
import { seasonsRoutes } from './seasons/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { usersRoutes } from './users/routes.js';

export interface ModuleOptions {
  authRateLimit: number;
  /** Notice writes an account may make in an hour (`http/notice-writes-limit.ts`). */
  noticeWritesPerHour: number;
}

/** Every feature's routes, under /api. */
export async function registerModules(app: TypedApp, options: ModuleOptions) {
  // One count per account over the routes that tell other players something.
  const noticeLimit = noticeWritesLimit(options.noticeWritesPerHour);
  await app.register(healthRoutes);
  await app.register(authRoutes, { rateLimit: options.authRateLimit });
  await app.register(profileRoutes);
  await app.register(accountRoutes, { rateLimit: options.authRateLimit });
  await app.register(mailRoutes);
  await app.register(leaguesRoutes);
  await app.register(applicationsRoutes);
  await app.register(participantsRoutes);
  await app.register(moderatorsRoutes);
  await app.register(excusesRoutes, { noticeLimit });
  await app.register(offersRoutes, { noticeLimit });
  await app.register(notificationsRoutes);
  await app.register(announcementsRoutes);
  await app.register(adminLogsRoutes);
  await app.register(remindersRoutes);
  await app.register(usersRoutes);
  await app.register(rolesRoutes);
  await app.register(settingsRoutes);
  await app.register(matchesRoutes);
  await app.register(guestRoutes);
  await app.register(playersRoutes);
  await app.register(calendarRoutes);
  await app.register(resultsRoutes);
  await app.register(arrangeRoutes, { noticeLimit });
  await app.register(clientErrorsRoutes);
  await app.register(preferencesRoutes);
  await app.register(eventsRoutes);
  await app.register(pushRoutes);
  // Seasons and exports
  await app.register(seasonsRoutes);
  await app.register(exportsRoutes);
  // KVKK: a player's data download and account deletion.
  await app.register(privacyRoutes, { rateLimit: options.authRateLimit });
  await app.register(homeRoutes);
  await app.register(overviewRoutes);
  // The API's description names every route, the administration's too: for admins only.
  app.get('/openapi.json', { config: { access: access.admin }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
