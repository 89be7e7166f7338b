import { ZOk, ZPageQuery } from '../../../shared/contract/common.js';
import {
  ZCreateLeagueRequest,
  ZLeague,
  ZLeagueIdParam,
  ZLeagueListItem,
  ZLeagueRequest,
  ZMyLeague,
} from '../../../shared/contract/leagues.js';
import { z } from '../../../shared/zod.js';
import { access, leagueIn } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { createLeague } from './create-league.js';
import { deleteLeague } from './delete-league.js';
import { getLeague } from './get-league.js';
import { listJoinableLeaguesJson } from './list-joinable-leagues.js';
import { listLeagues } from './list-leagues.js';
import { listMyLeagues } from './list-my-leagues.js';
import { updateLeague } from './update-league.js';

/** The leagues feature's routes (under /api). */
export async function leaguesRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.get(
    '/leagues/joinable',
    {
      config: { access: access.signedIn },
      // The answer is ZJoinableLeaguePage as JSON text built in SQL, sent as it is (as the ladder
      // is); tests/api/leagues.test.ts checks it against the contract and toLeague.
      schema: { querystring: ZPageQuery },
    },
    async (req, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await listJoinableLeaguesJson(db, req.user!.id, app.deps.now(), req.query.page)),
  );

  app.get(
    '/leagues/mine',
    { config: { access: access.signedIn }, schema: { response: { 200: z.array(ZMyLeague) } } },
    async (req) => listMyLeagues(db, req.user!.id, app.deps.now()),
  );

  // Admins see every league; a moderator sees the leagues they moderate (checked in the use case).
  app.get(
    '/leagues',
    { config: { access: access.signedIn }, schema: { response: { 200: z.array(ZLeagueListItem) } } },
    async (req) => listLeagues(db, req.user!, app.deps.now()),
  );

  app.get(
    '/leagues/:id',
    {
      config: { access: access.leagueStaff(leagueIn('params')) },
      schema: { params: ZLeagueIdParam, response: { 200: ZLeague } },
    },
    async (req) => getLeague(db, req.params.id, app.deps.now()),
  );

  app.post(
    '/leagues',
    {
      config: { access: access.admin },
      schema: { body: ZCreateLeagueRequest, response: { 201: ZLeague } },
    },
    async (req, reply) => {
      const { matchCompletionDeadline } = await app.deps.settings.get();
      const league = await createLeague(db, req.user!.id, req.body, app.deps.now(), matchCompletionDeadline);
      return reply.code(201).send(league);
    },
  );

  app.put(
    '/leagues/:id',
    {
      config: { access: access.admin },
      schema: { params: ZLeagueIdParam, body: ZLeagueRequest, response: { 200: ZLeague } },
    },
    async (req) => updateLeague(db, req.user!.id, req.params.id, req.body, app.deps.now()),
  );

  app.delete(
    '/leagues/:id',
    { config: { access: access.admin }, schema: { params: ZLeagueIdParam, response: { 200: ZOk } } },
    async (req) => {
      await deleteLeague(db, req.user!.id, req.params.id);
      return { ok: true as const };
    },
  );
}
