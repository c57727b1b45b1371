import { inject } from 'inversify';
import { isId, newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { LimitsToken, type Limits } from '../../../platform/limits/limits.ts';
import { TallyToken, type Tally } from '../../../platform/telemetry/tally.ts';
import { AlreadyReported, ItemNotFound } from '../domain/moderation.errors.ts';
import { hidesAutomatically } from '../domain/auto-hide.ts';
import type { ReportableKind } from '../domain/reportable-kind.ts';
import type { ReportReason } from '../domain/report-reason.ts';
import { AnglerStandingToken, type AnglerStanding } from './angler-standing.ts';
import { AnglerNamesToken, type AnglerNames } from './angler-names.ts';
import { snapshotOf } from './item-snapshot.ts';
import { ModeratedContents } from './moderated-contents.ts';
import { ReportBook } from './ports.ts';
import { MODERATION_LIMITS } from './limits.ts';

export interface NewReport {
  kind: ReportableKind;
  itemId: string;
  reason: ReportReason;
  details?: string | undefined;
}

/**
 * An angler reports an item they can see: one open report per angler per item (the database decides).
 * Each report is counted under the item's row lock, so when the third angler in good standing reports
 * it, exactly one report hides it — automatically, until an operator looks.
 */
export class ReportItem {
  constructor(
    @inject(ReportBook) private readonly reports: ReportBook,
    @inject(ModeratedContents) private readonly contents: ModeratedContents,
    @inject(AnglerStandingToken) private readonly standing: AnglerStanding,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LimitsToken) private readonly limits: Limits,
    @inject(TallyToken) private readonly tally: Tally,
    @inject(AnglerNamesToken) private readonly names: AnglerNames,
  ) {}

  async execute(reporterId: string, report: NewReport): Promise<string> {
    await this.limits.consume(MODERATION_LIMITS.report, reporterId);
    if (!isId(report.itemId)) throw new ItemNotFound();
    const item = await this.contents.seenBy(report.kind, report.itemId, reporterId);
    if (!item) throw new ItemNotFound();
    // What the queue entry shows, from the answer just read: a queue page then asks no module.
    const snapshot = await snapshotOf(item, this.names);
    const id = newId();
    const now = this.clock.now();
    await this.transactions.run(async () => {
      const filed = await this.reports.file(
        {
          id,
          kind: report.kind,
          itemId: report.itemId,
          reporterId,
          reason: report.reason,
          details: report.details || null,
          createdAt: now,
        },
        item.authorId,
        snapshot,
      );
      if (!filed) throw new AlreadyReported();
      this.tally.count('report', { kind: report.kind, reason: report.reason });
      if (filed.hidden) return;
      const reporterIds = await this.reports.openReporterIds(filed);
      const standings = await this.standing.standingOf(reporterIds);
      if (!hidesAutomatically({ reporterIds, authorId: filed.authorId, standings, alreadyHidden: false })) return;
      await this.contents.of(report.kind)!.setHidden(report.kind, report.itemId, { ruleId: null, at: now });
      await this.reports.setHidden(filed, { at: now, ruleId: null, automatic: true });
    });
    return id;
  }
}
