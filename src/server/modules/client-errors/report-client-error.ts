import type { FastifyBaseLogger } from 'fastify';
import type { TClientErrorReport } from '../../../shared/contract/client-errors.js';
import type { SessionUser } from '../../access.js';

/** Control characters would let a report forge log lines; each is replaced by a space. */
const clean = (s: string | undefined) => s?.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ');

/** Writes a web app render error to the server log, with who saw it; nothing is stored. */
export function reportClientError(
  log: FastifyBaseLogger,
  report: TClientErrorReport,
  user: SessionUser | null,
  userAgent: string | undefined,
) {
  log.warn(
    {
      clientError: {
        message: clean(report.message),
        path: clean(report.path),
        stack: clean(report.stack),
        componentStack: clean(report.componentStack),
        userId: user?.id ?? null,
        userAgent: clean(userAgent?.slice(0, 300)),
      },
    },
    'web app render error',
  );
}
