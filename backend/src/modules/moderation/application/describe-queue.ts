import { inject } from 'inversify';
import { AnglerNamesToken, type AnglerNames } from './angler-names.ts';
import { snapshotNamed } from './item-snapshot.ts';
import { ModeratedContents } from './moderated-contents.ts';
import { ReportBook, type ItemKey } from './ports.ts';

const BATCH = 200;

/**
 * The one-off fill of the snapshots a queue entry shows, for items reported before rows kept them
 * (`npm run operator -- describe-queue`): moderation may not read the content modules' tables, so it
 * asks their modules, each kind's once per batch, and identity for the authors' names. Items their
 * module no longer serves stay without one (the console shows them as gone). Safe to run again, and
 * beside the app: a row a report or an action described meanwhile is left as it is.
 */
export class DescribeQueue {
  constructor(
    @inject(ReportBook) private readonly reports: ReportBook,
    @inject(ModeratedContents) private readonly contents: ModeratedContents,
    @inject(AnglerNamesToken) private readonly names: AnglerNames,
  ) {}

  /** How many items were described. */
  async execute(): Promise<number> {
    let described = 0;
    let after: ItemKey | null = null;
    for (;;) {
      const keys = await this.reports.undescribed(after, BATCH);
      if (keys.length === 0) return described;
      const items = await this.contents.forOperatorAll(keys);
      const names = await this.names.namesOf(items.flatMap((item) => (item?.authorId ? [item.authorId] : [])));
      for (const [i, item] of items.entries()) {
        if (!item) continue;
        await this.reports.describe(keys[i]!, snapshotNamed(item, item.authorId ? (names.get(item.authorId) ?? null) : null));
        described++;
      }
      after = keys.at(-1)!;
    }
  }
}
