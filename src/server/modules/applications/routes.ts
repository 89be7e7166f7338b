import { ZOk } from '../../../shared/contract/common.js';
import {
  ZApplicationDecision,
  ZApplicationIdParam,
  ZApplicationPage,
  ZApplicationStatusQuery,
  ZApplyResponse,
  ZApproveApplicationsRequest,
  ZApproveApplicationsResult,
  ZLeagueIdParam,
  ZMyApplication,
  ZRejectApplicationBody,
} from '../../../shared/contract/leagues.js';
import { z } from '../../../shared/zod.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { applyToLeague } from './apply-to-league.js';
import { approveApplication } from './approve-application.js';
import { approveApplications } from './approve-applications.js';
import { listApplications, listMyApplications } from './list-applications.js';
import { rejectApplication } from './reject-application.js';
import { withdrawApplication } from './withdraw-application.js';

/** The applications feature's routes (under /api). */
export async function applicationsRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.post(
    '/leagues/:id/applications',
    {
      config: { access: access.signedIn },
      schema: { params: ZLeagueIdParam, response: { 201: ZApplyResponse } },
    },
    async (req, reply) =>
      reply.code(201).send(await applyToLeague(db, req.user!.id, req.params.id, app.deps.now())),
  );

  app.get(
    '/applications/mine',
    {
      config: { access: access.signedIn },
      schema: {
        response: { 200: z.array(ZMyApplication) },
      },
    },
    async (req) => listMyApplications(db, req.user!.id),
  );

  // Admins see every league's applications, moderators their leagues' (checked in the use case).
  app.get(
    '/applications',
    {
      config: { access: access.signedIn },
      schema: { querystring: ZApplicationStatusQuery, response: { 200: ZApplicationPage } },
    },
    async (req) => listApplications(db, req.user!, req.query.status, req.query.page),
  );

  // leagueStaff of the application's league: the league is read from the application in the use case.
  app.post(
    '/applications/:id/approve',
    {
      config: { access: access.signedIn },
      schema: { params: ZApplicationIdParam, response: { 200: ZApplicationDecision } },
    },
    async (req) => approveApplication(db, req.user!, req.params.id, app.deps.now()),
  );

  // Several at once, from the dialog's page: staff of every application's league (the use case).
  app.post(
    '/applications/approve',
    {
      config: { access: access.signedIn },
      schema: { body: ZApproveApplicationsRequest, response: { 200: ZApproveApplicationsResult } },
    },
    async (req) => approveApplications(db, req.user!, req.body.ids, app.deps.now()),
  );

  app.post(
    '/applications/:id/reject',
    {
      config: { access: access.signedIn },
      // The reason is optional, and so is the body (an older page sends none).
      schema: {
        params: ZApplicationIdParam,
        body: ZRejectApplicationBody,
        response: { 200: ZApplicationDecision },
      },
    },
    async (req) => rejectApplication(db, req.user!, req.params.id, app.deps.now(), req.body.reason),
  );

  // Only the applicant, only while pending; somebody else's application answers 404 (the use case).
  app.post(
    '/applications/:id/withdraw',
    {
      config: { access: access.signedIn },
      schema: { params: ZApplicationIdParam, response: { 200: ZOk } },
    },
    async (req) => withdrawApplication(db, req.user!.id, req.params.id),
  );
}
