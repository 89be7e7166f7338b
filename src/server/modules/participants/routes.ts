import { ZOk } from '../../../shared/contract/common.js';
import {
  ZAddParticipantRequest,
  ZLeagueIdParam,
  ZLeagueUserParam,
  ZMoveParticipantRequest,
  ZReorderRequest,
  ZRung,
  ZRungs,
  ZUserSearchHit,
  ZUserSearchQuery,
} from '../../../shared/contract/leagues.js';
import { isAdminRole } from '../../../shared/rules/roles.js';
import { z } from '../../../shared/zod.js';
import { access, leagueIn } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { ladderBrotli, ladderJson } from '../../domain/cached-ladder.js';
import { acceptsBrotli } from '../../http/web-app.js';
import { addParticipant } from './add-participant.js';
import { leaveLeague } from './leave-league.js';
import { removeParticipant } from './remove-participant.js';
import { moveParticipant, reorderParticipants } from './reorder-participants.js';
import { searchUsers } from './search-users.js';

/** The participants feature's routes (under /api): the ladder of a league. */
export async function participantsRoutes(app: TypedApp) {
  const { db } = app.deps;
  const staff = access.leagueStaff(leagueIn('params'));

  app.get(
    '/leagues/:id/participants',
    // No response schema: the answer is the ladder's cached JSON text (domain/cached-ladder.ts), an array
    // of ZParticipant whose fields the query itself chooses (no e-mail, phone or birth date). A
    // browser that takes brotli gets the cached compressed bytes (the compression hook leaves an
    // answer that has its Content-Encoding alone).
    { config: { access: access.signedIn }, schema: { params: ZLeagueIdParam } },
    async (req, reply) => {
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (!acceptsBrotli(req.headers)) return reply.send(await ladderJson(db, req.params.id));
      const body = await ladderBrotli(db, req.params.id);
      return reply.header('content-encoding', 'br').header('content-length', body.length).send(body);
    },
  );

  app.post(
    '/leagues/:id/participants',
    {
      config: { access: staff },
      schema: {
        params: ZLeagueIdParam,
        body: ZAddParticipantRequest,
        response: { 201: ZRung },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await addParticipant(db, req.user!, req.params.id, req.body.userId, app.deps.now())),
  );

  // A player leaves a league they are on; a league they are not on answers 404 (the use case).
  app.post(
    '/leagues/:id/leave',
    { config: { access: access.signedIn }, schema: { params: ZLeagueIdParam, response: { 200: ZOk } } },
    async (req) => {
      await leaveLeague(db, req.user!.id, req.params.id, app.deps.now());
      return { ok: true as const };
    },
  );

  app.delete(
    '/leagues/:id/participants/:userId',
    { config: { access: staff }, schema: { params: ZLeagueUserParam, response: { 200: ZOk } } },
    async (req) => {
      await removeParticipant(db, req.user!, req.params.id, req.params.userId, app.deps.now());
      return { ok: true as const };
    },
  );

  app.put(
    '/leagues/:id/ranks',
    {
      config: { access: staff },
      schema: { params: ZLeagueIdParam, body: ZReorderRequest, response: { 200: ZRungs } },
    },
    async (req) => reorderParticipants(db, req.user!, req.params.id, req.body.userIds, req.body.seen),
  );

  app.patch(
    '/leagues/:id/participants/:userId',
    {
      config: { access: staff },
      schema: { params: ZLeagueUserParam, body: ZMoveParticipantRequest, response: { 200: ZRungs } },
    },
    async (req) =>
      moveParticipant(db, req.user!, req.params.id, req.params.userId, req.body.rank, req.body.seenRank),
  );

  app.get(
    '/leagues/:id/user-search',
    {
      config: { access: staff },
      schema: {
        params: ZLeagueIdParam,
        querystring: ZUserSearchQuery,
        response: { 200: z.array(ZUserSearchHit) },
      },
    },
    async (req) => searchUsers(db, req.params.id, req.query.q, isAdminRole(req.user!.role)),
  );
}
