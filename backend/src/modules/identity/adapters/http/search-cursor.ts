import { HttpProblem } from '../../../../platform/http/http-errors.ts';
import type { SearchPosition } from '../../application/ports.ts';
import { isId } from '../../../../shared/kernel/ids.ts';

/** The search cursor is opaque to clients: base64url of where the last page ended. */
export const encodeSearchCursor = (p: SearchPosition): string =>
  Buffer.from(JSON.stringify([p.searchName, p.id])).toString('base64url');

export function decodeSearchCursor(cursor: string | undefined): SearchPosition | null {
  if (cursor === undefined) return null;
  try {
    const [searchName, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof searchName === 'string' && typeof id === 'string' && isId(id)) return { searchName, id };
  } catch {
    // falls through to the 400 below
  }
  throw new HttpProblem(400, 'Invalid cursor', [{ path: ['query', 'cursor'], message: 'Invalid cursor' }]);
}
