import {
  ZCreateExcuseRequest,
  ZCreateExcuseResponse,
  ZMyExcusesResponse,
} from '../../../shared/contract/excuses.js';
import { messages } from '../../../shared/messages.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { createExcuse } from './create-excuse.js';
import { getMyExcuses } from './get-my-excuses.js';

/** The excuses feature's routes (under /api): a player reads and adds only their own. */
export async function excusesRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.get(
    '/excuses/mine',
    { config: { access: access.signedIn }, schema: { response: { 200: ZMyExcusesResponse } } },
    async (req) => getMyExcuses(db, req.user!.id, app.deps.now()),
  );

  app.post(
    '/excuses',
    {
      config: { access: access.signedIn },
      schema: { body: ZCreateExcuseRequest, response: { 201: ZCreateExcuseResponse } },
    },
    async (req, reply) => {
      const excuse = await createExcuse(db, req.user!.id, req.body, app.deps.now());
      return reply.code(201).send({ excuse, message: messages.excuse.success });
    },
  );
}
