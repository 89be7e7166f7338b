import { ZOk } from '../../../shared/contract/common.js';
import {
  ZAddModeratorRequest,
  ZLeagueIdParam,
  ZLeagueUserParam,
  ZModerator,
  ZModeratorCandidate,
  ZModeratorSearchQuery,
} from '../../../shared/contract/leagues.js';
import { z } from '../../../shared/zod.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { addModerator } from './add-moderator.js';
import { listModerators } from './list-moderators.js';
import { removeModerator } from './remove-moderator.js';
import { searchModeratorCandidates } from './search-moderator-candidates.js';

/** The moderators feature's routes (under /api): admins appoint and remove league moderators. */
export async function moderatorsRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.get(
    '/leagues/:id/moderators',
    {
      config: { access: access.admin },
      schema: { params: ZLeagueIdParam, response: { 200: z.array(ZModerator) } },
    },
    async (req) => listModerators(db, req.params.id),
  );

  app.post(
    '/leagues/:id/moderators',
    {
      config: { access: access.admin },
      schema: { params: ZLeagueIdParam, body: ZAddModeratorRequest, response: { 201: ZOk } },
    },
    async (req, reply) => {
      await addModerator(db, req.user!.id, req.params.id, req.body.userId);
      return reply.code(201).send({ ok: true as const });
    },
  );

  app.delete(
    '/leagues/:id/moderators/:userId',
    { config: { access: access.admin }, schema: { params: ZLeagueUserParam, response: { 200: ZOk } } },
    async (req) => {
      await removeModerator(db, req.user!.id, req.params.id, req.params.userId);
      return { ok: true as const };
    },
  );

  app.get(
    '/leagues/:id/moderator-candidates',
    {
      config: { access: access.admin },
      schema: {
        params: ZLeagueIdParam,
        querystring: ZModeratorSearchQuery,
        response: { 200: z.array(ZModeratorCandidate) },
      },
    },
    async (req) => searchModeratorCandidates(db, req.params.id, req.query.q),
  );
}
