import { isId } from '../../shared/kernel/ids.ts';
import { HttpProblem } from './http-errors.ts';

/**
 * Keyset paging's cursor: where the last page ended (its sort key), opaque to clients — base64url of a
 * JSON array of the key's parts — so the next page starts right after it however many rows arrived
 * meanwhile. A cursor we did not write is refused with a 400, never read as the first page: a client
 * that loops on a broken cursor must hear of it.
 */
export interface KeysetCursor<Key> {
  encode(key: Key | null): string | null;
  /** No cursor: null (the first page). */
  decode(cursor: string | undefined): Key | null;
}

export function keysetCursor<Key>(
  parts: (key: Key) => readonly string[],
  fromParts: (parts: readonly unknown[]) => Key | null,
): KeysetCursor<Key> {
  return {
    encode: (key) => (key ? Buffer.from(JSON.stringify(parts(key))).toString('base64url') : null),
    decode(cursor) {
      if (cursor === undefined) return null;
      let key: Key | null = null;
      try {
        const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
        if (Array.isArray(decoded)) key = fromParts(decoded);
      } catch {
        // not JSON: refused below
      }
      if (key === null)
        throw new HttpProblem(400, 'Invalid cursor: ask for the first page again', [{ path: ['cursor'], message: 'Invalid cursor' }]);
      return key;
    },
  };
}

/** The usual key: newest first by time, the id breaking ties. */
export interface TimeKey {
  createdAt: Date;
  id: string;
}

export const timeKeyCursor: KeysetCursor<TimeKey> = keysetCursor<TimeKey>(
  (key) => [key.createdAt.toISOString(), key.id],
  ([at, id, ...rest]) =>
    rest.length === 0 && typeof at === 'string' && typeof id === 'string' && isId(id) && !Number.isNaN(Date.parse(at))
      ? { createdAt: new Date(at), id }
      : null,
);
