import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ZCancelExcuseResponse,
  ZCreateExcuseRequest,
  ZCreateExcuseResponse,
  ZEndExcuseRequest,
  ZEndExcuseResponse,
  ZExcusedTodayResponse,
  ZExcuseIdParam,
  ZMyExcusesResponse,
} from '../../../shared/contract/excuses.js';
import { ZLeagueIdParam, ZLeagueUserParam } from '../../../shared/contract/leagues.js';
import { messages } from '../../../shared/messages.js';
import { access, leagueIn } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { excuses } from '../../db/schema/index.js';
import type { NoticeWritesLimit } from '../../http/notice-writes-limit.js';
import { cancelExcuse } from './cancel-excuse.js';
import { createExcuse } from './create-excuse.js';
import { endExcuse } from './end-excuse.js';
import { getExcusedToday } from './get-excused-today.js';
import { getMyExcuses } from './get-my-excuses.js';
import { getPlayerExcuses } from './get-player-excuses.js';

/**
 * The excuses feature's routes (under /api): a player reads, adds, ends and cancels their own;
 * a league's staff (its moderators, and admins) read and change those of its players. Who may
 * change an excuse is checked in the use case (excuse-access.ts), which knows whose it is.
 */
export async function excusesRoutes(app: TypedApp, opts: { noticeLimit: NoticeWritesLimit }) {
  const { db } = app.deps;
  // Staff ending or cancelling a player's excuse act for the league, not for themselves: their
  // own count is left alone (an excuse not found, or not theirs to change, is refused anyway).
  const someoneElses = async (req: FastifyRequest) => {
    const { id } = req.params as { id: string };
    const [found] = await db.select({ userId: excuses.userId }).from(excuses).where(eq(excuses.id, id));
    return !found || found.userId !== req.user?.id;
  };

  app.get(
    '/excuses/mine',
    { config: { access: access.signedIn }, schema: { response: { 200: ZMyExcusesResponse } } },
    async (req) => getMyExcuses(db, req.user!.id, app.deps.now()),
  );

  app.get(
    '/leagues/:id/participants/:userId/excuses',
    {
      config: { access: access.leagueStaff(leagueIn('params')) },
      schema: { params: ZLeagueUserParam, response: { 200: ZMyExcusesResponse } },
    },
    async (req) => getPlayerExcuses(db, req.params.id, req.params.userId, app.deps.now()),
  );

  // The players dialog's 'Bugün mazeretli': which of the league's players are excused today.
  app.get(
    '/leagues/:id/excused-today',
    {
      config: { access: access.leagueStaff(leagueIn('params')) },
      schema: { params: ZLeagueIdParam, response: { 200: ZExcusedTodayResponse } },
    },
    async (req) => getExcusedToday(db, req.params.id, app.deps.now()),
  );

  app.post(
    '/excuses',
    {
      config: { access: access.signedIn },
      ...opts.noticeLimit(),
      schema: { body: ZCreateExcuseRequest, response: { 201: ZCreateExcuseResponse } },
    },
    async (req, reply) => {
      const excuse = await createExcuse(db, req.user!.id, req.body, app.deps.now());
      return reply.code(201).send({ excuse, message: messages.excuse.success });
    },
  );

  app.patch(
    '/excuses/:id',
    {
      config: { access: access.signedIn },
      ...opts.noticeLimit(someoneElses),
      schema: { params: ZExcuseIdParam, body: ZEndExcuseRequest, response: { 200: ZEndExcuseResponse } },
    },
    async (req) => endExcuse(db, req.user!, req.params.id, req.body.endDate, app.deps.now()),
  );

  app.delete(
    '/excuses/:id',
    {
      config: { access: access.signedIn },
      ...opts.noticeLimit(someoneElses),
      schema: { params: ZExcuseIdParam, response: { 200: ZCancelExcuseResponse } },
    },
    async (req) => {
      await cancelExcuse(db, req.user!, req.params.id, app.deps.now());
      return { ok: true as const, message: messages.excuse.cancelled };
    },
  );
}
