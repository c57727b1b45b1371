import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { ItemNotFound } from '../domain/moderation.errors.ts';
import type { ReportableKind } from '../domain/reportable-kind.ts';
import type { ReportReason } from '../domain/report-reason.ts';
import { ModeratedContents } from './moderated-contents.ts';
import type { ReportedItem } from './moderated-content.ts';
import { Operators } from './operators.ts';
import {
  ActionBook,
  ReportBook,
  keyOf,
  type ActionRecord,
  type ItemCase,
  type QueueKey,
  type QueuePage,
  type ReportRecord,
} from './ports.ts';

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

/** The operators' queue: reported items with open reports, most reported and newest first, each as the console needs it; one opened live. */
export class ReadQueue {
  constructor(
    @inject(Operators) private readonly operators: Operators,
    @inject(ReportBook) private readonly reports: ReportBook,
    @inject(ActionBook) private readonly actions: ActionBook,
    @inject(ModeratedContents) private readonly contents: ModeratedContents,
  ) {}

  /**
   * A page as its entries' JSON, straight from moderation's rows in one statement that also checks the
   * role; only an empty page asks the roster whether that was the queue or the role.
   */
  async page(operatorId: string, after: QueueKey | null, limit: number): Promise<QueuePage> {
    const page = await this.reports.queuePage(operatorId, after, limit);
    if (page.entries.length === 0) await this.operators.require(operatorId);
    return page;
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
