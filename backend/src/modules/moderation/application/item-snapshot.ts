import type { AnglerNames } from './angler-names.ts';
import type { ReportedItem } from './moderated-content.ts';

/**
 * What a queue entry shows of its item, kept on its row: taken from its module's answer when it is
 * reported or acted on, so a queue page asks no module. It may trail an edit of the content; an opened
 * item is read live.
 */
export interface ItemSnapshot {
  authorId: string | null;
  authorName: string | null;
  title: string | null;
  excerpt: string;
  link: string | null;
  createdAt: Date;
}

/** The snapshot of a module's answer, with its author's name as the console shows it; null when the item is gone. */
export async function snapshotOf(item: ReportedItem | null, names: AnglerNames): Promise<ItemSnapshot | null> {
  if (!item) return null;
  return snapshotNamed(item, item.authorId ? ((await names.namesOf([item.authorId])).get(item.authorId) ?? null) : null);
}

export const snapshotNamed = (item: ReportedItem, authorName: string | null): ItemSnapshot => ({
  authorId: item.authorId,
  authorName,
  title: item.title,
  excerpt: item.excerpt,
  link: item.link,
  createdAt: item.createdAt,
});
