import { STATUS_CODES } from 'node:http';
import type { Middleware } from 'koa';
import type { ErrorBody } from '@tightlines/contracts';
import { statusOfDomainError } from './error-status.ts';
import { HttpProblem } from './http-errors.ts';

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

/**
 * Turns every thrown error into `{ message, issues? }` with its status. Anything unexpected becomes a
 * 500 that names the request id; its stack goes to the log only.
 */
export const errorHandler: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    const domainStatus = statusOfDomainError(error);
    let body: ErrorBody;
    if (error instanceof HttpProblem) {
      ctx.status = error.status;
      body = { message: error.message, ...(error.issues ? { issues: error.issues } : {}) };
    } else if (domainStatus !== undefined) {
      ctx.status = domainStatus;
      body = { message: (error as Error).message };
    } else if (isClientHttpError(error)) {
      // e.g. malformed JSON (400), a body over the limit (413), a method the route lacks (405)
      ctx.status = error.status;
      body = { message: error.expose && error.status !== 413 ? error.message : (STATUS_CODES[error.status] ?? 'Bad Request') };
    } else {
      ctx.status = 500;
      body = { message: 'Internal Server Error', requestId: ctx.state.requestId };
      ctx.state.log.error({ err: error }, 'request failed');
    }
    ctx.body = body;
  }
};
