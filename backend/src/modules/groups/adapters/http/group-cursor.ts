import { isId } from '../../../../shared/kernel/ids.ts';

/** Where a page of group messages ended (keyset): opaque base64url to clients. */
export const encodeGroupCursor = (p: { createdAt: Date; id: string }) =>
  Buffer.from(JSON.stringify([p.createdAt.toISOString(), p.id])).toString('base64url');

export function decodeGroupCursor(cursor: string | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && isId(id) && !Number.isNaN(Date.parse(at))) return { createdAt: new Date(at), id };
  } catch {
    // not one of ours: the newest page
  }
  return null;
}
