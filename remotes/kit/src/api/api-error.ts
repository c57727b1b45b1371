/**
 * A failed call. The message is the spec's contract (part 1 §8):
 * "{status}: {response body text, or the status text when the body is empty}".
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The spec's rule for "you are signed out": the message starts with '401: ' and mentions Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.startsWith('401: ') && message.includes('Unauthorized');
}
