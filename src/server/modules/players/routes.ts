import { ZPlayerHistory, ZPlayerMatches, ZPlayerMatchesQuery } from '../../../shared/contract/players.js';
import { z } from '../../../shared/zod.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { getPlayerHistory } from './get-player-history.js';
import { listPlayerMatches } from './list-player-matches.js';

export async function playersRoutes(app: TypedApp) {
  app.get(
    '/players/:id/history',
    {
      config: { access: access.signedIn },
      schema: { params: z.object({ id: z.string().min(1).max(100) }), response: { 200: ZPlayerHistory } },
    },
    async (req) => getPlayerHistory(app.deps.db, req.params.id, app.deps.now()),
  );
  app.get(
    '/players/:id/matches',
    {
      config: { access: access.signedIn },
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: ZPlayerMatchesQuery,
        response: { 200: ZPlayerMatches },
      },
    },
    async (req) => listPlayerMatches(app.deps.db, req.params.id, req.query, app.deps.now()),
  );
}
