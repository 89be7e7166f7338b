import { ZUuidParam } from '../../../shared/contract/common.js';
import { ZPublicAnnouncement, ZPublicLeague, ZPublicLeagueDetail } from '../../../shared/contract/guest.js';
import { z } from '../../../shared/zod.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { getPublicLeague } from './get-public-league.js';
import { listCurrentAnnouncements } from './list-current-announcements.js';
import { listPublicLeagues } from './list-public-leagues.js';

/** The guest view: read-only, for anyone. Response schemas strip every field a guest must not get. */
export async function guestRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.get(
    '/guest/leagues',
    { config: { access: access.public }, schema: { response: { 200: z.array(ZPublicLeague) } } },
    async () => listPublicLeagues(db, app.deps.now()),
  );

  app.get(
    '/guest/leagues/:id',
    {
      config: { access: access.public },
      schema: { params: ZUuidParam, response: { 200: ZPublicLeagueDetail } },
    },
    async (req) => getPublicLeague(db, req.params.id, app.deps.now()),
  );

  app.get(
    '/guest/announcements',
    { config: { access: access.public }, schema: { response: { 200: z.array(ZPublicAnnouncement) } } },
    async () => listCurrentAnnouncements(db, app.deps.now()),
  );
}
