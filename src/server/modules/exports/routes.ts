import { ZUuidParam } from '../../../shared/contract/common.js';
import { messages } from '../../../shared/messages.js';
import { isAdminRole } from '../../../shared/rules/roles.js';
import { z } from '../../../shared/zod.js';
import { access, leagueIn } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { sendCsv } from './csv.js';
import { exportLadderRows, LADDER_HEADER } from './export-ladder.js';
import { exportFilename, leagueOfExport, seasonOfExport } from './export-names.js';
import { exportPlayersRows, playersHeader } from './export-players.js';
import { exportResultsRows, RESULTS_HEADER } from './export-results.js';
import { exportUsersRows, USERS_HEADER } from './export-users.js';

const ZResultsExportQuery = z.object({
  /** A closed season of the league; without it, the current season. */
  season: z.uuid({ error: messages.seasons.notFound }).optional(),
});

/**
 * CSV downloads (UTF-8 with BOM, `;`-separated, for Turkish Excel), streamed from the database:
 * a league's ladder, players and a season's results for its staff; every user for admins. The
 * league (and season) are checked before the first byte, so a bad id is a Turkish 404.
 */
export async function exportsRoutes(app: TypedApp) {
  const { db } = app.deps;
  const staff = access.leagueStaff(leagueIn('params'));

  app.get(
    '/leagues/:id/export/ladder',
    { config: { access: staff }, schema: { params: ZUuidParam } },
    async (req, reply) => {
      const league = await leagueOfExport(db, req.params.id);
      return sendCsv(
        reply,
        exportFilename('Sıralama', league.name, app.deps.now()),
        LADDER_HEADER,
        exportLadderRows(db, league.id, app.deps.now()),
      );
    },
  );

  app.get(
    '/leagues/:id/export/players',
    { config: { access: staff }, schema: { params: ZUuidParam } },
    async (req, reply) => {
      const league = await leagueOfExport(db, req.params.id);
      const withContact = isAdminRole(req.user!.role);
      return sendCsv(
        reply,
        exportFilename('Oyuncular', league.name, app.deps.now()),
        playersHeader(withContact),
        exportPlayersRows(db, league.id, withContact),
      );
    },
  );

  app.get(
    '/leagues/:id/export/results',
    { config: { access: staff }, schema: { params: ZUuidParam, querystring: ZResultsExportQuery } },
    async (req, reply) => {
      const league = await leagueOfExport(db, req.params.id);
      const season = await seasonOfExport(db, league.id, req.query.season);
      return sendCsv(
        reply,
        exportFilename(season ? `Sonuçlar - ${season.name}` : 'Sonuçlar', league.name, app.deps.now()),
        RESULTS_HEADER,
        exportResultsRows(db, league.id, season?.id ?? null, app.deps.now()),
      );
    },
  );

  app.get('/users/export', { config: { access: access.admin } }, async (_req, reply) =>
    sendCsv(reply, exportFilename('Kullanıcılar', null, app.deps.now()), USERS_HEADER, exportUsersRows(db)),
  );
}
