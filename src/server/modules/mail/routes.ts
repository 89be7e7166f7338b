import { ZSendEmailRequest, ZSendEmailResponse } from '../../../shared/contract/mail.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { sendEmail } from './send-email.js';

export async function mailRoutes(app: TypedApp) {
  app.post(
    '/send-email',
    {
      config: { access: access.admin },
      schema: { body: ZSendEmailRequest, response: { 200: ZSendEmailResponse } },
    },
    async (req) => sendEmail(app.deps.db, req.body),
  );
}
