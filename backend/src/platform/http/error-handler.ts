import type { Middleware } from 'koa';
import type { ErrorBody } from '@tightlines/contracts';
import { statusOfDomainError } from './error-status.ts';
import { HttpProblem } from './http-errors.ts';

/** Koa, body-parser and http-errors failures carry a status and say whether their message is safe to show. */
interface ExposedHttpError {
  status: number;
  expose?: boolean;
  message: string;
}
const isExposedHttpError = (e: unknown): e is ExposedHttpError =>
  typeof e === 'object' && e !== null && typeof (e as ExposedHttpError).status === 'number' && (e as ExposedHttpError).expose === true;

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
    } else if (isExposedHttpError(error) && error.status >= 400 && error.status < 500) {
      ctx.status = error.status;
      body = { message: error.status === 413 ? 'Payload Too Large' : error.message };
    } else {
      ctx.status = 500;
      body = { message: 'Internal Server Error', requestId: ctx.state.requestId };
      ctx.state.log.error({ err: error }, 'request failed');
    }
    ctx.body = body;
  }
};
