import { ZCalendarLink } from '../../../shared/contract/players.js';
import { z } from '../../../shared/zod.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { notFound } from '../../errors.js';
import { buildCalendar } from './build-calendar.js';
import { calendarToken, isCalendarToken } from './calendar-token.js';

export async function calendarRoutes(app: TypedApp) {
  const { db, env, authSecret } = app.deps;

  app.get(
    '/calendar/link',
    { config: { access: access.signedIn }, schema: { response: { 200: ZCalendarLink } } },
    async (req) => ({
      url: `${env.baseUrl}/api/calendar/${req.user!.id}/${calendarToken(req.user!.id, authSecret)}.ics`,
    }),
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
      if (!isCalendarToken(req.params.userId, token, authSecret)) throw notFound();
      const body = await buildCalendar(db, req.params.userId, app.deps.now());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="raket.ics"')
        .send(body);
    },
  );
}
