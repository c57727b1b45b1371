/**
 * What a failure of the database means to the caller. PostgreSQL's own error codes (SQLSTATE) and the
 * driver's connection errors arrive wrapped by the ORM and the query builder; the first code found
 * along the `cause` chain decides.
 * - unavailable: the server is down, restarting or unreachable — 503 with Retry-After, never a 500;
 * - refused: a constraint or a value the database rejects — a 4xx with a message. Validation should
 *   have caught each of these earlier (the fuzz suite looks for them); this is the net under it.
 * A refused value is never reported as an outage: an operator is paged for a 503, not for a bad bio.
 */
export type DatabaseFailure = { kind: 'unavailable' } | { kind: 'refused'; status: 400 | 409 | 422; message: string };

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'connection is closed',
];

const REFUSALS: Record<string, { status: 400 | 409 | 422; message: string }> = {
  '23505': { status: 409, message: 'That already exists' },
  '23503': { status: 409, message: 'Something this refers to does not exist (any more)' },
  '23514': { status: 422, message: 'A value breaks a rule of what may be stored' },
  '23502': { status: 422, message: 'A required value is missing' },
  '22001': { status: 400, message: 'A value is too long' },
  '22003': { status: 400, message: 'A number is out of range' },
  '22007': { status: 400, message: 'A date or time is not valid' },
  '22008': { status: 400, message: 'A date or time is out of range' },
  '22P02': { status: 400, message: 'A value is not in the expected form' },
  '22023': { status: 400, message: 'A value is not valid here' },
  '2201E': { status: 400, message: 'A number is out of range' },
  '22021': { status: 400, message: 'A text holds a character that cannot be stored' },
  '22P05': { status: 400, message: 'A text holds a character that cannot be stored' },
  // A protocol violation: the driver could not even send a value (a NUL inside a JSON value does this).
  // Class 08 otherwise means the connection is gone; this one is about what was sent.
  '08P01': { status: 400, message: 'A value could not be sent to the database as given' },
};
/** Any other data exception (class 22) is about a value, whatever its exact code. */
const VALUE_REFUSED = { status: 400, message: 'A value is not valid here' } as const;

export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      const refusal = REFUSALS[code] ?? (code.startsWith('22') && code.length === 5 ? VALUE_REFUSED : undefined);
      if (refusal) return { kind: 'refused', ...refusal };
      if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return { kind: 'unavailable' };
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return { kind: 'unavailable' };
  }
  return undefined;
}
