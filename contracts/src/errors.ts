import { z } from './z.ts';

/**
 * The stable, machine-readable codes of failures that have no more precise name. A failure
 * a module names itself (a domain error with its own `code`, e.g. `POST_NOT_FOUND`) answers
 * that code instead; clients that only care about the kind read the HTTP status.
 */
export const ERROR_CODE_BY_STATUS = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'rule_violated',
  429: 'too_many_requests',
  500: 'internal_error',
  503: 'unavailable',
} as const satisfies Record<number, string>;

/** The code a failure of this status answers when nothing more precise is known: `http_<status>` for the rest. */
export function errorCodeOfStatus(status: number): string {
  return (ERROR_CODE_BY_STATUS as Record<number, string>)[status] ?? `http_${status}`;
}

/** One problem with the input: where (`['body', 'title']`, `['query', 'q']`) and what, in words a person can act on. */
export const ErrorIssue = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ErrorIssue = z.infer<typeof ErrorIssue>;

/**
 * Every failed JSON call answers with this shape (spec part 1 §8, design rule 6):
 * `message` for people, `code` for programs, `issues` for a 400 naming each bad field,
 * `requestId` on a 500 so a report can be traced.
 */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string().min(1),
  issues: z.array(ErrorIssue).optional(),
  requestId: z.string().optional(),
  /** On a 429: which limit, when it resets (ISO 8601) and what lifts it. */
  limit: z.object({ name: z.string(), resetsAt: z.iso.datetime(), lifts: z.string() }).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * The current-user call answers 401 with the plain text body `Unauthorized`,
 * so the client's error message reads `401: Unauthorized` (spec part 1 §8). That call only: every other
 * call a visitor may not make answers 401 with an ErrorBody (its message the spec's text where it has one).
 */
export const UnauthorizedText = z.literal('Unauthorized');
