import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../shared/messages.js';
import { AppError, pgErrorCode } from '../errors.js';

const statusMessages: Record<number, string> = {
  400: messages.common.invalidInput,
  401: messages.common.unauthenticated,
  403: messages.common.forbidden,
  404: messages.common.notFound,
  405: messages.common.invalidInput,
  406: messages.common.invalidInput,
  413: messages.common.bodyTooLarge,
  414: messages.common.badUrl,
  415: messages.common.unsupportedType,
  429: messages.common.tooManyRequests,
  431: messages.common.headersTooLarge,
};

/** Every error leaves as `{ error: { code, message } }` with a Turkish message; only bugs are 500. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key =
          String(issue.instancePath ?? '')
            .replace(/^\//, '')
            .replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? messages.common.invalidInput;
      }
      const first = error.validation[0]?.message ?? messages.common.invalidInput;
      return reply.code(400).send({ error: { code: 'validation', message: first, fields } });
    }
    if (error instanceof AppError) {
      // A wrapped failure: the user reads the Turkish message, the log keeps what went wrong.
      if (error.statusCode >= 500)
        req.log.error({ err: error.cause ?? error, code: error.code }, error.message);
      return reply.code(error.statusCode).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        },
      });
    }
    const pgCode = pgErrorCode(error);
    if (pgCode === '23505')
      return reply.code(409).send({ error: { code: 'duplicate', message: 'Bu kayıt zaten mevcut.' } });
    // Two requests got in each other's way and the transaction's retries (db/client.ts) ran out.
    if (pgCode === '40P01' || pgCode === '40001')
      return reply.code(409).send({ error: { code: 'busy', message: messages.common.busy } });
    if (pgCode === '23503')
      return reply.code(422).send({ error: { code: 'reference', message: messages.common.notFound } });
    // Class 22 (data exception: a NUL byte, a bad date, a number out of range, a LIKE pattern ending
    // in a backslash …), a failed CHECK and a value too large for an index all come from the input.
    if (pgCode === '23514' || pgCode === '54000' || pgCode?.startsWith('22')) {
      return reply.code(400).send({ error: { code: 'invalid', message: messages.common.invalidInput } });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) req.log.error({ err: error }, 'unhandled error');
    const message = statusMessages[status] ?? messages.common.invalidInput;
    return reply.code(status).send({
      error: {
        code: status === 500 ? 'internal' : (error.code ?? 'error'),
        message: status === 500 ? messages.common.genericError : message,
      },
    });
  });
}

/**
 * Errors Fastify raises before routing (a malformed or over-long path segment). They bypass the
 * error handler and would leave in English; pass this as Fastify's `frameworkErrors` option.
 */
export function turkishFrameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply.code(status).send({
    error: {
      code: 'bad_url',
      message: status === 414 ? messages.common.badUrl : messages.common.invalidInput,
    },
  });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a raw UTF-8 or control character in
 * the address, a malformed header, headers too large, a timeout). Fastify's default answers
 * "Client Error" in English; pass this as Fastify's `clientErrorHandler` option.
 */
export function turkishClientErrors(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'timeout', messages.common.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'headers_too_large', messages.common.headersTooLarge]
        : [400, 'Bad Request', 'bad_request', messages.common.invalidInput];
  const body = JSON.stringify({ error: { code, message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
