import type { ConditionsFacade, FishedAt } from './conditions-facade.ts';

/** One page of catches or trips with a place, in id order after `afterId`: what a backfill walks. */
export type PlacedPages = (afterId: string | null, limit: number) => Promise<FishedAt[]>;

const PAGE = 500;

/**
 * The backfill of a module's catches or trips: walks them page by page and hands each page to
 * weather, which queues a keyed lookup only for those without conditions (so a run again queues
 * nothing for what is filled or waiting). Returns how many lookups were queued.
 */
export async function attachMissingPageByPage(pages: PlacedPages, conditions: ConditionsFacade): Promise<number> {
  let queued = 0;
  for (let after: string | null = null; ; ) {
    const page = await pages(after, PAGE);
    if (page.length) queued += await conditions.attachMissing(page);
    if (page.length < PAGE) return queued;
    after = page[page.length - 1]!.id;
  }
}
