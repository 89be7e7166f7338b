import {
  ZCreateMatchRequest,
  ZCreateMatchResponse,
  ZLadderPreview,
  ZLadderPreviewQuery,
  ZMatchLeagues,
  ZMatchListQuery,
  ZMatchPage,
  ZPlayerOptions,
  ZPlayerOptionsQuery,
} from '../../../shared/contract/matches.js';
import { messages } from '../../../shared/messages.js';
import { isAdminRole } from '../../../shared/rules/roles.js';
import { staffMessages } from '../../../shared/staff-messages.js';
import { access, leagueIn } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { addMatch } from './add-match.js';
import { ladderPreview } from './ladder-preview.js';
import { listMatchLeagues } from './list-match-leagues.js';
import { listMatches } from './list-matches.js';
import { listPlayerOptions } from './list-player-options.js';

/**
 * Match management (/macm): admins for every match; a league's moderators for their league's
 * players only (without a league, access.leagueStaff refuses a moderator).
 */
export async function matchesRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.get(
    '/matches',
    {
      config: { access: access.leagueStaff(leagueIn('query')) },
      schema: { querystring: ZMatchListQuery, response: { 200: ZMatchPage } },
    },
    async (req) => listMatches(db, req.query.leagueId, req.query.page),
  );

  app.get(
    '/matches/leagues',
    { config: { access: access.signedIn }, schema: { response: { 200: ZMatchLeagues } } },
    async (req) => listMatchLeagues(db, req.user!),
  );

  app.get(
    '/matches/players',
    {
      config: { access: access.leagueStaff(leagueIn('query')) },
      schema: { querystring: ZPlayerOptionsQuery, response: { 200: ZPlayerOptions } },
    },
    async (req) => listPlayerOptions(db, req.query.leagueId, req.query.q, isAdminRole(req.user!.role)),
  );

  // Before a played league match is added: where its result would leave the pair (the add form).
  app.get(
    '/matches/ladder-preview',
    {
      config: { access: access.leagueStaff(leagueIn('query')) },
      schema: { querystring: ZLadderPreviewQuery, response: { 200: ZLadderPreview } },
    },
    async (req) => ladderPreview(db, req.query.leagueId, req.query.player1Id, req.query.player2Id),
  );

  app.post(
    '/matches',
    {
      config: { access: access.leagueStaff(leagueIn('body')) },
      schema: { body: ZCreateMatchRequest, response: { 201: ZCreateMatchResponse } },
    },
    async (req, reply) => {
      const { match, move } = await addMatch(db, req.user!, req.body, app.deps.now(), app.deps.env.baseUrl);
      // A played league match is a result: the answer says where its players went.
      const message = move
        ? `${messages.matches.added} ${staffMessages.ladderMove(match.player1.name, match.player2.name, move, true)}`
        : messages.matches.added;
      return reply.code(201).send({ match, message });
    },
  );
}
