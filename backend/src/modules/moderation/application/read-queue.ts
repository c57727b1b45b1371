import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { ItemNotFound } from '../domain/moderation.errors.ts';
import type { ReportableKind } from '../domain/reportable-kind.ts';
import type { ReportReason } from '../domain/report-reason.ts';
import { ModeratedContents } from './moderated-contents.ts';
import type { ReportedItem } from './moderated-content.ts';
import { Operators } from './operators.ts';
import { ActionBook, ReportBook, keyOf, type ActionRecord, type ItemCase, type QueueKey, type ReportRecord } from './ports.ts';

export interface QueueEntryView {
  case: ItemCase;
  reasons: Array<{ reason: ReportReason; count: number }>;
  reportedByMe: boolean;
  /** Null when its module serves it no more (gone, or a kind nobody serves yet). */
  item: ReportedItem | null;
}

export interface ItemDetailView extends QueueEntryView {
  reports: ReportRecord[];
  authorHistory: ActionRecord[];
}

const HISTORY = 50;

/** The operators' queue: reported items with open reports, most reported and newest first, each as the console needs it. */
export class ReadQueue {
  constructor(
    @inject(Operators) private readonly operators: Operators,
    @inject(ReportBook) private readonly reports: ReportBook,
    @inject(ActionBook) private readonly actions: ActionBook,
    @inject(ModeratedContents) private readonly contents: ModeratedContents,
  ) {}

  async page(operatorId: string, after: QueueKey | null, limit: number): Promise<{ items: QueueEntryView[]; next: QueueKey | null }> {
    await this.operators.require(operatorId);
    const cases = await this.reports.queue(operatorId, after, limit + 1);
    const page = cases.slice(0, limit);
    const items = await this.contents.forOperatorAll(page);
    const last = page.at(-1);
    return {
      items: page.map((c, i) => ({ case: c, reasons: c.reasons, reportedByMe: c.reportedByViewer, item: items[i] ?? null })),
      next: cases.length > limit && last ? last : null,
    };
  }

  async one(operatorId: string, kind: ReportableKind, itemId: string): Promise<ItemDetailView> {
    await this.operators.require(operatorId);
    if (!isId(itemId)) throw new ItemNotFound();
    const found = await this.reports.find({ kind, itemId });
    if (!found) throw new ItemNotFound();
    // Its row stays once reported or acted on: the page answers after every action too, so an operator can act again.
    const entry = await this.#entry(operatorId, found, await this.contents.forOperator(kind, itemId));
    const authorId = entry.item?.authorId ?? found.authorId;
    return {
      ...entry,
      reports: await this.reports.openReports(found),
      authorHistory: authorId ? await this.actions.against(authorId, HISTORY) : [],
    };
  }

  async #entry(operatorId: string, c: ItemCase, item: ReportedItem | null): Promise<QueueEntryView> {
    const mine = await this.reports.reportedBy(operatorId, [c]);
    return { case: c, reasons: c.reasons, reportedByMe: mine.has(keyOf(c)), item };
  }
}
