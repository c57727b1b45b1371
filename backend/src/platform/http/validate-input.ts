import type { z } from 'zod';
import type { ErrorIssue, RouteDef } from '@tightlines/contracts';
import { HttpProblem } from './http-errors.ts';
import { unstorableTextIssues } from './storable-text.ts';

type Issues = ErrorIssue[];
export interface RawInput {
  params: unknown;
  query: unknown;
  body: unknown;
}
export interface ParsedInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * Parses params, query and body with the route's contract schemas; all problems are reported at once
 * (400). Text the database could not store (a NUL, a lone surrogate) is refused here for every call,
 * first, so its issue leads the message.
 */
export function validateInput(def: RouteDef, raw: RawInput): ParsedInput {
  const issues: Issues = [];
  const parse = (where: keyof RawInput, schema: z.ZodType | undefined) => {
    if (!schema) return undefined;
    const unstorable = unstorableTextIssues(raw[where], [where]);
    if (unstorable.length) {
      issues.push(...unstorable);
      return undefined;
    }
    const result = schema.safeParse(raw[where]);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      issues.push({ path: [where, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: issue.message });
    }
    return undefined;
  };
  const parsed = { params: parse('params', def.params), query: parse('query', def.query), body: parse('body', def.body) };
  if (issues.length) throw new HttpProblem(400, summarize(issues), issues);
  return parsed;
}

/**
 * The message names the first problem in words a person can act on ("query.q: Type at least 2
 * characters to search"), so a client that shows only `message` still says what to fix.
 */
function summarize(issues: Issues): string {
  const [first] = issues;
  const where = first.path.join('.');
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `Invalid request: ${where}: ${first.message}${more}`;
}
