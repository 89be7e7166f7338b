import { ZUuidParam } from '../../../shared/contract/common.js';
import {
  ZCloseSeasonRequest,
  ZCloseSeasonResult,
  ZPlayerSeason,
  ZSeason,
  ZSeasonArchive,
  ZSeasonIdParam,
} from '../../../shared/contract/seasons.js';
import { z } from '../../../shared/zod.js';
import { access, leagueIn } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { closeSeason } from './close-season.js';
import { getSeasonArchive } from './get-season-archive.js';
import { listPlayerSeasons } from './list-player-seasons.js';
import { listSeasons } from './list-seasons.js';

/** Seasons: the staff close a league's season; anyone reads the closed ones (names only). */
export async function seasonsRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.post(
    '/leagues/:id/seasons',
    {
      config: { access: access.leagueStaff(leagueIn('params')) },
      schema: { params: ZUuidParam, body: ZCloseSeasonRequest, response: { 201: ZCloseSeasonResult } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await closeSeason(
            db,
            req.user!.id,
            req.params.id,
            req.body,
            app.deps.now(),
            app.deps.env.baseUrl,
            req.user!.role,
          ),
        ),
  );

  // The archive is as public as the guest view: names and results only, and to a visitor who has
  // not signed in only of a league the guest view shows.
  app.get(
    '/guest/leagues/:id/seasons',
    {
      config: { access: access.public },
      schema: { params: ZUuidParam, response: { 200: z.array(ZSeason) } },
    },
    async (req) => listSeasons(db, req.params.id, req.user ? undefined : app.deps.now()),
  );

  app.get(
    '/guest/seasons/:id',
    {
      config: { access: access.public },
      schema: { params: ZSeasonIdParam, response: { 200: ZSeasonArchive } },
    },
    async (req) => getSeasonArchive(db, req.params.id, req.user ? undefined : app.deps.now()),
  );

  app.get(
    '/players/:id/seasons',
    {
      config: { access: access.signedIn },
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.array(ZPlayerSeason) },
      },
    },
    async (req) => listPlayerSeasons(db, req.params.id),
  );
}
