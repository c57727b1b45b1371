import type { RouteDef } from '@tightlines/contracts';

/** A handler answered something its contract does not declare: a programming error, so a 500. */
export function checkResponse(def: RouteDef, status: number, body: unknown): void {
  if (!(status in def.responses)) {
    throw new Error(`${def.method} ${def.path} answered ${status}, which its contract does not declare`);
  }
  const schema = def.responses[status];
  if (!schema) return;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`${def.method} ${def.path} answered a ${status} body that breaks its contract: ${result.error.message}`);
  }
}
