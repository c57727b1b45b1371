import { errorCodeOfStatus, type ErrorIssue } from '@tightlines/contracts';

/** A failure the HTTP layer itself detects (bad input, wrong origin, unknown route): already has its status. */
export class HttpProblem extends Error {
  /** The machine-readable code of the answer; by default the one of its status (`invalid_request` for 400, ...). */
  readonly code: string;

  constructor(
    readonly status: number,
    message: string,
    readonly issues?: ErrorIssue[],
    code?: string,
  ) {
    super(message);
    this.name = 'HttpProblem';
    this.code = code ?? errorCodeOfStatus(status);
  }
}
