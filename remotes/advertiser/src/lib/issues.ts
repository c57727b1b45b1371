import { ApiError } from '@tightlines/kit';

/** Zod's issues (or the server's) as one message per field path ('budget', 'targeting.region.lat'). */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const key = ['body', 'query', 'params'].includes(path[0] ?? '') ? path.slice(1).join('.') : path.join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** A server refusal's field messages, keyed as the form keys them. */
export function serverFieldMessages(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status < 500 ? { ...error.fieldErrors } : {};
}
