import { z } from './z.ts';

/**
 * Every list is read newest first a page at a time (no list returns unbounded
 * rows). The cursor is opaque to the client: the server encodes where the page ended
 * (keyset pagination), so a page never shifts when new posts arrive.
 */
export const PAGE_SIZE = { min: 1, max: 50, default: 20 } as const;

export const Cursor = z.string().min(1).max(200);

export const PageQuery = z.object({
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(PAGE_SIZE.min).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** `{ items, nextCursor }`; nextCursor is null on the last page. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: Cursor.nullable() });
}
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}
