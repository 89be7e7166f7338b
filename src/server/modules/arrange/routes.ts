import {
  ZAnswerRequest,
  ZArrangement,
  ZArrangementResponse,
  ZAskRequest,
  ZPickSlotRequest,
  ZProposeSlotsRequest,
  ZRequestParams,
} from '../../../shared/contract/arrange.js';
import { ZUuidParam } from '../../../shared/contract/common.js';
import { messages } from '../../../shared/messages.js';
import { formatDateTime } from '../../../shared/time.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import type { NoticeWritesLimit } from '../../http/notice-writes-limit.js';
import { answerMatchRequest } from './answer-match-request.js';
import { loadArrangement } from './arrangement-view.js';
import { askMatchChange } from './ask-match-change.js';
import { pickSlot } from './pick-slot.js';
import { proposeSlots } from './propose-slots.js';
import { withdrawMatchRequest } from './withdraw-match-request.js';

const m = messages.arrange;
const response = { 200: ZArrangementResponse };

/**
 * Arranging an accepted match between its two players: contact details, slots, postponing and
 * cancelling together. Everyone else gets 404 (the match is not theirs).
 */
export async function arrangeRoutes(app: TypedApp, opts: { noticeLimit: NoticeWritesLimit }) {
  const { db } = app.deps;
  const answer = async (matchId: string, userId: string, message: string) => ({
    arrangement: await loadArrangement(db, matchId, userId),
    message,
  });

  app.get(
    '/matches/:id/arrangement',
    { config: { access: access.signedIn }, schema: { params: ZUuidParam, response: { 200: ZArrangement } } },
    async (req) => loadArrangement(db, req.params.id, req.user!.id),
  );

  app.post(
    '/matches/:id/slots',
    {
      config: { access: access.signedIn },
      ...opts.noticeLimit(),
      schema: { params: ZUuidParam, body: ZProposeSlotsRequest, response },
    },
    async (req) => {
      await proposeSlots(db, req.user!.id, req.params.id, req.body, app.deps.now(), app.deps.env.baseUrl);
      return answer(req.params.id, req.user!.id, m.proposed);
    },
  );

  app.post(
    '/matches/:id/slots/pick',
    { config: { access: access.signedIn }, schema: { params: ZUuidParam, body: ZPickSlotRequest, response } },
    async (req) => {
      const slot = await pickSlot(
        db,
        req.user!.id,
        req.params.id,
        req.body,
        app.deps.now(),
        app.deps.env.baseUrl,
      );
      return answer(req.params.id, req.user!.id, m.agreed(slot));
    },
  );

  app.post(
    '/matches/:id/requests',
    {
      config: { access: access.signedIn },
      ...opts.noticeLimit(),
      schema: { params: ZUuidParam, body: ZAskRequest, response },
    },
    async (req) => {
      await askMatchChange(db, req.user!.id, req.params.id, req.body, app.deps.now(), app.deps.env.baseUrl);
      return answer(req.params.id, req.user!.id, m.asked);
    },
  );

  // The player who asked takes back a request not yet answered.
  app.post(
    '/matches/:id/requests/:requestId/withdraw',
    {
      config: { access: access.signedIn },
      ...opts.noticeLimit(),
      schema: { params: ZRequestParams, response },
    },
    async (req) => {
      const { id, requestId } = req.params;
      await withdrawMatchRequest(db, req.user!.id, id, requestId, app.deps.now(), app.deps.env.baseUrl);
      return answer(id, req.user!.id, m.withdrawn);
    },
  );

  // A cancellation accepted closes the match: the answer then carries only the message.
  app.post(
    '/matches/:id/requests/:requestId/answer',
    {
      config: { access: access.signedIn },
      schema: {
        params: ZRequestParams,
        body: ZAnswerRequest,
        response: { 200: ZArrangementResponse.partial({ arrangement: true }) },
      },
    },
    async (req) => {
      const { id, requestId } = req.params;
      const done = await answerMatchRequest(
        db,
        req.user!.id,
        id,
        requestId,
        req.body,
        app.deps.now(),
        app.deps.env.baseUrl,
      );
      if (done.answer === 'cancelled') return { message: m.cancelled };
      const message = done.answer === 'postponed' ? m.postponed(formatDateTime(done.dueAt)) : m.declined;
      return answer(id, req.user!.id, message);
    },
  );
}
