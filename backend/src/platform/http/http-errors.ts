import type { ErrorBody } from '@tightlines/contracts';

/** A failure the HTTP layer itself detects (bad input, wrong origin, unknown route): already has its status. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: ErrorBody['issues'],
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}
