import { errorCodeOfStatus, type ErrorBody, type ErrorIssue } from '@tightlines/contracts';

/** Where an issue came from: the request's part, dropped from the field name a form knows. */
const REQUEST_PARTS = new Set(['body', 'query', 'params']);

/**
 * The server's issues keyed by the form field they name: `['body', 'title']` → `title`,
 * `['body', 'primaryUser', 'password']` → `primaryUser.password`. The first message of a
 * field wins; an issue about the whole body names no field and is left to `message`.
 */
export function fieldErrorsOf(issues: readonly ErrorIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = REQUEST_PARTS.has(String(issue.path[0])) ? issue.path.slice(1) : issue.path;
    const field = path.join('.');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/**
 * A failed call. The message is the spec's contract (part 1 §8):
 * "{status}: {response body text, or the status text when the body is empty}".
 * When the body is our error body (`{ message, code, issues? }`, contracts/src/errors.ts) its
 * parts are kept too, so screens need not parse the message: `detail` for people, `code` for
 * programs, `fieldErrors` for forms.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The body's `code`, or the code of the status when the body is not ours (plain text, a proxy's page). */
  readonly code: string;
  /** The server's words: the body's `message`, else the body text (or status text). */
  readonly detail: string;
  readonly issues: readonly ErrorIssue[];
  /** Each bad field's message, keyed by its path inside the body (`title`, `catchDetails.species`). */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(status: number, message: string, body?: ErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? errorCodeOfStatus(status);
    this.detail = body?.message ?? message.replace(/^\d{3}: /, '');
    this.issues = body?.issues ?? [];
    this.fieldErrors = fieldErrorsOf(this.issues);
  }

  /** The ApiError of a failed answer, from its status and body text (read once). */
  static fromAnswer(status: number, statusText: string, text: string): ApiError {
    const shown = text || statusText;
    return new ApiError(status, `${status}: ${shown}`, parseErrorBody(text));
  }
}

function parseErrorBody(text: string): ErrorBody | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    return isErrorBody(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a failed answer's JSON is our ErrorBody (contracts/src/errors.ts) and not some proxy's: checked
 * by hand, for the parts read here, so every screen need not download zod for it (the JavaScript budget).
 */
function isErrorBody(value: unknown): value is ErrorBody {
  if (!value || typeof value !== 'object') return false;
  const { message, code, issues } = value as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string' || code.length === 0) return false;
  return issues === undefined || (Array.isArray(issues) && issues.every(isIssue));
}

function isIssue(value: unknown): value is ErrorIssue {
  if (!value || typeof value !== 'object') return false;
  const { path, message } = value as Record<string, unknown>;
  return typeof message === 'string' && Array.isArray(path) && path.every((part) => typeof part === 'string' || typeof part === 'number');
}

/** Reads a failed response into an ApiError. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return ApiError.fromAnswer(response.status, response.statusText, text);
}

/** The spec's rule for "you are signed out": the message starts with '401: ' and mentions Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.startsWith('401: ') && message.includes('Unauthorized');
}
