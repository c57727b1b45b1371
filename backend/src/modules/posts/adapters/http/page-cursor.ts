import type { PostKey } from '../../application/ports.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import { HttpProblem } from '../../../../platform/http/http-errors.ts';

/**
 * Cursors are opaque to clients: base64url of where the last page ended (its newest-first key), so
 * the next page starts right after it however many posts arrived meanwhile.
 */
export const encodeCursor = (key: PostKey | null): string | null =>
  key ? Buffer.from(`${key.createdAt.toISOString()}|${key.id}`).toString('base64url') : null;

export function decodeCursor(cursor: string | undefined): PostKey | null {
  if (cursor === undefined) return null;
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (rest.length || !id || !isId(id) || Number.isNaN(createdAt.getTime())) {
    throw new HttpProblem(400, 'Invalid cursor: ask for the first page again', [{ path: ['cursor'], message: 'Invalid cursor' }]);
  }
  return { createdAt, id };
}
