import { ZOk, ZUuidParam } from '../../../shared/contract/common.js';
import {
  ZMailLeagueList,
  ZMailRecipients,
  ZMailUserList,
  ZMailUserQuery,
  ZOutboxPage,
  ZOutboxQuery,
  ZSendEmailRequest,
  ZSendEmailResponse,
} from '../../../shared/contract/mail.js';
import { messages } from '../../../shared/messages.js';
import { z } from '../../../shared/zod.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { findMailUsers, leagueRecipients, listMailLeagues } from './find-recipients.js';
import { listOutbox } from './list-outbox.js';
import { retryMail } from './retry-mail.js';
import { sendEmail } from './send-email.js';

const ZMailId = z.object({ id: z.coerce.number({ error: messages.common.notFound }).int().positive() });

export async function mailRoutes(app: TypedApp) {
  const { db } = app.deps;

  app.post(
    '/send-email',
    {
      config: { access: access.admin },
      schema: { body: ZSendEmailRequest, response: { 200: ZSendEmailResponse } },
    },
    async (req) => sendEmail(db, req.user!.id, req.body),
  );

  app.get(
    '/mail/users',
    {
      config: { access: access.admin },
      schema: { querystring: ZMailUserQuery, response: { 200: ZMailUserList } },
    },
    async (req) => findMailUsers(db, req.query.q),
  );

  app.get(
    '/mail/leagues',
    { config: { access: access.admin }, schema: { response: { 200: ZMailLeagueList } } },
    async () => listMailLeagues(db),
  );

  app.get(
    '/mail/leagues/:id/recipients',
    { config: { access: access.admin }, schema: { params: ZUuidParam, response: { 200: ZMailRecipients } } },
    async (req) => leagueRecipients(db, req.params.id),
  );

  app.get(
    '/mail/outbox',
    {
      config: { access: access.admin },
      schema: { querystring: ZOutboxQuery, response: { 200: ZOutboxPage } },
    },
    async (req) => listOutbox(db, req.query.status, req.query.page, req.query.q),
  );

  app.post(
    '/mail/outbox/:id/retry',
    { config: { access: access.admin }, schema: { params: ZMailId, response: { 200: ZOk } } },
    async (req) => retryMail(db, req.params.id, app.deps.now()),
  );
}
