import { ZPageQuery } from '../../../shared/contract/common.js';
import { ZLadderActions } from '../../../shared/contract/home.js';
import { ZLeagueIdParam } from '../../../shared/contract/leagues.js';
import {
  ZCreateOfferRequest,
  ZOffer,
  ZOfferHistoryPage,
  ZOfferIdParam,
  ZOfferResult,
  ZOffersOverview,
  ZOffersOverviewQuery,
} from '../../../shared/contract/offers.js';
import { messages } from '../../../shared/messages.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import type { NoticeWritesLimit } from '../../http/notice-writes-limit.js';
import { cancelOffer } from './cancel-offer.js';
import { getLadderActions } from './get-ladder-actions.js';
import { getOffer } from './get-offer.js';
import { getOffersOverview } from './get-offers-overview.js';
import { listOfferHistory } from './list-offer-history.js';
import { respondToOffer } from './respond-to-offer.js';
import { sendOffer } from './send-offer.js';

const m = messages.offers;

/** The offers feature's routes (under /api). Ownership is checked in each use case. */
export async function offersRoutes(app: TypedApp, opts: { noticeLimit: NoticeWritesLimit }) {
  const { db } = app.deps;

  app.get(
    '/offers/overview',
    {
      config: { access: access.signedIn },
      schema: { querystring: ZOffersOverviewQuery, response: { 200: ZOffersOverview } },
    },
    async (req) => getOffersOverview(db, req.user!.id, app.deps.now(), req.query.leagueId ?? null),
  );

  app.get(
    '/offers/history',
    {
      config: { access: access.signedIn },
      schema: { querystring: ZPageQuery, response: { 200: ZOfferHistoryPage } },
    },
    async (req) => listOfferHistory(db, req.user!.id, req.query.page),
  );

  // The dashboard ladder's rows for the signed-in player: may they challenge each, and movement.
  app.get(
    '/leagues/:id/ladder-actions',
    {
      config: { access: access.signedIn },
      schema: { params: ZLeagueIdParam, response: { 200: ZLadderActions } },
    },
    async (req) => getLadderActions(db, req.user!.id, req.params.id, app.deps.now()),
  );

  app.post(
    '/offers',
    {
      config: { access: access.signedIn },
      ...opts.noticeLimit(),
      schema: { body: ZCreateOfferRequest, response: { 201: ZOfferResult } },
    },
    async (req, reply) => {
      const { offer, mailProblem } = await sendOffer(app.deps, req.user!.id, req.body);
      const message = mailProblem
        ? m.mailProblem
        : req.body.source === 'dashboard'
          ? messages.dashboard.offerSuccess
          : m.sent;
      return reply.code(201).send({ offer, message, mailProblem });
    },
  );

  app.get(
    '/offers/:id',
    { config: { access: access.signedIn }, schema: { params: ZOfferIdParam, response: { 200: ZOffer } } },
    async (req) => getOffer(db, req.user!.id, req.params.id),
  );

  app.post(
    '/offers/:id/cancel',
    {
      config: { access: access.signedIn },
      ...opts.noticeLimit(),
      schema: { params: ZOfferIdParam, response: { 200: ZOfferResult } },
    },
    async (req) => {
      await cancelOffer(db, req.user!.id, req.params.id, app.deps.now());
      return { offer: await getOffer(db, req.user!.id, req.params.id), message: m.cancelled };
    },
  );

  for (const answer of ['accept', 'reject'] as const) {
    app.post(
      `/offers/:id/${answer}`,
      {
        config: { access: access.signedIn },
        schema: { params: ZOfferIdParam, response: { 200: ZOfferResult } },
      },
      async (req) => {
        const answered = await respondToOffer(
          db,
          req.user!.id,
          req.params.id,
          answer,
          app.deps.now(),
          app.deps.env.baseUrl,
        );
        return {
          offer: answered ?? (await getOffer(db, req.user!.id, req.params.id)),
          message: answer === 'accept' ? m.accepted : m.rejected,
        };
      },
    );
  }
}
