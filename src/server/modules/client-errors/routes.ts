import { ZClientErrorReport } from '../../../shared/contract/client-errors.js';
import { ZOk } from '../../../shared/contract/common.js';
import { access } from '../../access.js';
import type { TypedApp } from '../../app.js';
import { reportClientError } from './report-client-error.js';

/** The web app reports a screen that failed to draw; anyone may, a few times a minute. */
export async function clientErrorsRoutes(app: TypedApp) {
  app.post(
    '/client-errors',
    {
      config: { access: access.public, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: ZClientErrorReport, response: { 200: ZOk } },
    },
    async (req) => {
      reportClientError(req.log, req.body, req.user, req.headers['user-agent']);
      return { ok: true as const };
    },
  );
}
