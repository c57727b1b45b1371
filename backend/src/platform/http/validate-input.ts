import type { z } from 'zod';
import type { ErrorBody, RouteDef } from '@tightlines/contracts';
import { HttpProblem } from './http-errors.ts';

type Issues = NonNullable<ErrorBody['issues']>;
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

/** Parses params, query and body with the route's contract schemas; all problems are reported at once (400). */
export function validateInput(def: RouteDef, raw: RawInput): ParsedInput {
  const issues: Issues = [];
  const parse = (where: keyof RawInput, schema: z.ZodType | undefined) => {
    if (!schema) return undefined;
    const result = schema.safeParse(raw[where]);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      issues.push({ path: [where, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: issue.message });
    }
    return undefined;
  };
  const parsed = { params: parse('params', def.params), query: parse('query', def.query), body: parse('body', def.body) };
  if (issues.length) throw new HttpProblem(400, 'Invalid request', issues);
  return parsed;
}
