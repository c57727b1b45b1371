import { createHash } from 'node:crypto';

/**
 * Generated rows get ids derived from their number (md5 of `kind:n`, shaped as a version-4 UUID),
 * so the generator's SQL and the scenarios' JavaScript name the same angler or post without a
 * lookup table, and every generation gives the same ids.
 */
export const UID_SQL = `CREATE FUNCTION pg_temp.uid(kind text, n bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS
  $$ SELECT overlay(overlay(md5(kind || ':' || n) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$`;

export function uid(kind: 'angler' | 'post', n: number): string {
  const h = createHash('md5').update(`${kind}:${n}`).digest('hex');
  const v = `${h.slice(0, 12)}4${h.slice(13, 16)}8${h.slice(17)}`;
  return `${v.slice(0, 8)}-${v.slice(8, 12)}-${v.slice(12, 16)}-${v.slice(16, 20)}-${v.slice(20)}`;
}

export const anglerId = (n: number) => uid('angler', n);
export const postId = (n: number) => uid('post', n);
