import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorStatus, genericMessages, type ErrorBody, type ErrorCode } from '@portal/domain';
import { databaseError, UNIQUE_VIOLATION } from './database-errors.ts';

const codeForStatus = (status: number): ErrorCode => {
  const match = Object.entries(errorStatus).find(([, s]) => s === status);
  if (match) return match[0] as ErrorCode;
  return status >= 500 ? 'internal' : 'bad_request';
};

export const errorBody = (code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

export interface ErrorHandlerOptions {
  /** The spec's message for a unique index whose race a service's own check cannot close (by index name). */
  uniqueViolations?: Record<string, string>;
}

/**
 * One error handler for the whole API (ARCHITECTURE convention 5): AppError carries its code and the
 * spec's message; schema failures answer 400 with the first message per field; anything Fastify
 * rejects about the request keeps its 4xx status; a unique index refusing a row is a 409 on every route
 * (two requests that both passed a service's "is it taken?" check). Only our own bugs are 500s, and they
 * say nothing.
 */
export function registerErrorHandler(app: FastifyInstance, opts: ErrorHandlerOptions = {}) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(errorBody(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send(errorBody('validation_failed', first, fields));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return reply.status(400).send(errorBody('bad_request', genericMessages.malformedJson));
    }
    const db = databaseError(err);
    if (db?.code === UNIQUE_VIOLATION) {
      const message = (db.constraint && opts.uniqueViolations?.[db.constraint]) || genericMessages.alreadyExists;
      return reply.status(409).send(errorBody('conflict', message));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(errorBody('too_many_requests', genericMessages.tooManyRequests));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(codeForStatus(status), err.message));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', genericMessages.somethingWentWrong));
  });
}
