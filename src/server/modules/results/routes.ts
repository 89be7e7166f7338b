import { ZUuidParam } from '../../../shared/contract/common.js';
import {
  ZCancelMatchRequest,
  ZDecideResultRequest,
  ZDisputeRequest,
  ZLeagueResults,
  ZMyMatches,
  ZResultRequest,
  ZResultResponse,
  ZStaffResults,
  ZStaffResultsQuery,
} from '../../../shared/contract/results.js';
import { messages } from '../../../shared/messages.js';
import { staffMessages } from '../../../shared/staff-messages.js';
import { access, leagueIn } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { cancelMatch } from './cancel-match.js';
import { confirmResult } from './confirm-result.js';
import { decideResult } from './decide-result.js';
import { disputeResult } from './dispute-result.js';
import { listLeagueResults } from './list-league-results.js';
import { listMyMatches } from './list-my-matches.js';
import { listStaffResults } from './list-staff-results.js';
import { loadResultMatch } from './match-view.js';
import { reportResult } from './report-result.js';

const m = messages.results;
const response = { 200: ZResultResponse };

/** Match results: players report, confirm or dispute; staff decide, correct and cancel. */
export async function resultsRoutes(app: TypedApp) {
  const { db } = app.deps;
  const answer = async (id: string, message: string) => ({
    match: await loadResultMatch(db, id, app.deps.now()),
    message,
  });

  app.get(
    '/results/mine',
    { config: { access: access.signedIn }, schema: { response: { 200: ZMyMatches } } },
    async (req) => listMyMatches(db, req.user!.id, app.deps.now()),
  );

  app.get(
    '/results/leagues',
    { config: { access: access.signedIn }, schema: { response: { 200: ZLeagueResults } } },
    async (req) => listLeagueResults(db, req.user!.id, app.deps.now()),
  );

  app.post(
    '/results/:id/report',
    { config: { access: access.signedIn }, schema: { params: ZUuidParam, body: ZResultRequest, response } },
    async (req) => {
      await reportResult(db, req.user!.id, req.params.id, req.body, app.deps.now(), app.deps.env.baseUrl);
      return answer(req.params.id, m.reported);
    },
  );

  app.post(
    '/results/:id/confirm',
    { config: { access: access.signedIn }, schema: { params: ZUuidParam, response } },
    async (req) => {
      await confirmResult(db, req.user!.id, req.params.id, app.deps.now(), app.deps.env.baseUrl);
      return answer(req.params.id, m.confirmed);
    },
  );

  app.post(
    '/results/:id/dispute',
    { config: { access: access.signedIn }, schema: { params: ZUuidParam, body: ZDisputeRequest, response } },
    async (req) => {
      await disputeResult(db, req.user!.id, req.params.id, req.body, app.deps.now(), app.deps.env.baseUrl);
      return answer(req.params.id, m.disputed);
    },
  );

  app.get(
    '/results/staff',
    {
      config: { access: access.leagueStaff(leagueIn('query')) },
      schema: { querystring: ZStaffResultsQuery, response: { 200: ZStaffResults } },
    },
    async (req) => listStaffResults(db, req.user!.id, req.query.leagueId, app.deps.now(), req.query.page),
  );

  app.post(
    '/results/:id/decide',
    {
      config: { access: access.leagueStaff(leagueIn('body')) },
      schema: { params: ZUuidParam, body: ZDecideResultRequest, response },
    },
    async (req) => {
      const { how, move } = await decideResult(
        db,
        req.user!,
        req.params.id,
        req.body,
        app.deps.now(),
        app.deps.env.baseUrl,
      );
      const base = how === 'corrected' ? m.corrected : m.decided;
      const match = await loadResultMatch(db, req.params.id, app.deps.now());
      // The answer says where the players now stand, as the form said before saving.
      return {
        match,
        message: move
          ? `${base} ${staffMessages.ladderMove(match.player1.name, match.player2.name, move, true)}`
          : base,
      };
    },
  );

  app.post(
    '/results/:id/cancel',
    {
      config: { access: access.leagueStaff(leagueIn('body')) },
      schema: { params: ZUuidParam, body: ZCancelMatchRequest, response },
    },
    async (req) => {
      await cancelMatch(db, req.user!, req.params.id, req.body, app.deps.now(), app.deps.env.baseUrl);
      return answer(req.params.id, m.cancelled);
    },
  );
}
