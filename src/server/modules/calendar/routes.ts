import { ZCalendarLink } from '../../../shared/contract/players.js';
import { z } from '../../../shared/zod.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { notFound } from '../../errors.js';
import { buildCalendar } from './build-calendar.js';
import { calendarVersion, getCalendarLink } from './calendar-link.js';
import { isCalendarToken } from './calendar-token.js';
import { rotateCalendarLink } from './rotate-calendar-link.js';

export async function calendarRoutes(app: TypedApp) {
  const { db, env, authSecret } = app.deps;
  const address = { baseUrl: env.baseUrl, secret: authSecret };

  app.get(
    '/calendar/link',
    { config: { access: access.signedIn }, schema: { response: { 200: ZCalendarLink } } },
    async (req) => getCalendarLink(db, address, req.user!.id),
  );

  // A new address for the feed; the old one stops working.
  app.post(
    '/calendar/link/rotate',
    { config: { access: access.signedIn }, schema: { response: { 200: ZCalendarLink } } },
    async (req) => rotateCalendarLink(db, address, req.user!.id),
  );

  // Public: calendar apps fetch it without our cookie; the token in the address is the key.
  app.get(
    '/calendar/:userId/:file',
    {
      config: { access: access.public },
      schema: {
        params: z.object({
          userId: z.string().min(1).max(100),
          file: z.string().regex(/^[\w-]{1,64}\.ics$/),
        }),
      },
    },
    async (req, reply) => {
      const token = req.params.file.replace(/\.ics$/, '');
      const version = await calendarVersion(db, req.params.userId);
      if (version === null || !isCalendarToken(req.params.userId, version, token, authSecret))
        throw notFound();
      const body = await buildCalendar(db, req.params.userId, app.deps.now());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="raket.ics"')
        .send(body);
    },
  );
}
