import { STATUS_CODES } from 'node:http';
import type { Middleware } from 'koa';
import { errorCodeOfStatus, type ErrorBody } from '@tightlines/contracts';
import { statusOfDomainError } from './error-status.ts';
import { HttpProblem } from './http-errors.ts';
import { databaseFailureOf } from '../db/database-failures.ts';
import { TooManyRequests } from '../../shared/kernel/domain-errors.ts';

/** Seconds a client is asked to wait when the database is briefly away (a restart takes a few). */
const RETRY_AFTER_SECONDS = 5;

/** Koa, body-parser and http-errors failures carry a status and say whether their message is safe to show. */
interface ClientHttpError {
  status: number;
  expose?: boolean;
  message: string;
}
const isClientHttpError = (e: unknown): e is ClientHttpError => {
  const status = (e as ClientHttpError | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** A domain error may name itself (`readonly code = 'POST_NOT_FOUND'`); that name is the answer's code. */
const ownCodeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.length > 0 ? code : undefined;
};

/**
 * Turns every thrown error into `{ message, code, issues? }` with its status. `code` is the
 * domain error's own code when it has one, else the code of the status (`invalid_request`,
 * `not_found`, ...). Anything unexpected becomes a 500 that names the request id; its stack goes
 * to the log only.
 */
export const errorHandler: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    const domainStatus = statusOfDomainError(error);
    const database = domainStatus === undefined ? databaseFailureOf(error) : undefined;
    let body: ErrorBody;
    if (error instanceof HttpProblem) {
      ctx.status = error.status;
      body = { message: error.message, code: error.code, ...(error.issues ? { issues: error.issues } : {}) };
    } else if (domainStatus !== undefined) {
      ctx.status = domainStatus;
      body = { message: (error as Error).message, code: ownCodeOf(error) ?? errorCodeOfStatus(domainStatus) };
      // A limit says when to come back (Retry-After) and, for programs, which limit it was.
      if (error instanceof TooManyRequests) {
        ctx.set('Retry-After', String(error.retryAfterSeconds));
        if (error.limit) body.limit = error.limit;
      }
    } else if (database?.kind === 'unavailable') {
      ctx.status = 503;
      ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      body = {
        message: `Tightlines is briefly unavailable. Please try again in ${RETRY_AFTER_SECONDS} seconds.`,
        code: errorCodeOfStatus(503),
      };
      ctx.state.log.warn({ err: error }, 'database unavailable');
    } else if (database?.kind === 'refused') {
      ctx.status = database.status;
      body = { message: database.message, code: errorCodeOfStatus(database.status) };
      ctx.state.log.warn({ err: error }, 'the database refused a request that validation let through');
    } else if (isClientHttpError(error)) {
      // e.g. malformed JSON (400), a body over the limit (413), a method the route lacks (405)
      ctx.status = error.status;
      body = {
        message: error.expose && error.status !== 413 ? error.message : (STATUS_CODES[error.status] ?? 'Bad Request'),
        code: errorCodeOfStatus(error.status),
      };
    } else {
      ctx.status = 500;
      body = { message: 'Internal Server Error', code: errorCodeOfStatus(500), requestId: ctx.state.requestId };
      ctx.state.log.error({ err: error }, 'request failed');
    }
    ctx.body = body;
  }
};
