import type { FastifyBaseLogger } from 'fastify';
import type { TClientErrorReport } from '../../../shared/contract/client-errors.js';
import type { SessionUser } from '../../access.js';

/**
 * Writes a web app render error to the server log, with who saw it; nothing is stored. The log is
 * JSON (pino), so a report's line breaks and control characters stay inside its own fields.
 */
export function reportClientError(
  log: FastifyBaseLogger,
  report: TClientErrorReport,
  user: SessionUser | null,
  userAgent: string | undefined,
) {
  log.warn(
    {
      clientError: { ...report, userId: user?.id ?? null, userAgent: userAgent?.slice(0, 300) },
    },
    'web app render error',
  );
}
