import { inject } from 'inversify';
import { ActionBook, type ActionRecord, type AppealRecord, type TimeKey } from './ports.ts';

/** The actions restricting the signed-in angler, newest first, each with its appeal: their statements of reasons. */
export class ReadStatements {
  constructor(@inject(ActionBook) private readonly actions: ActionBook) {}

  async page(
    anglerId: string,
    after: TimeKey | null,
    limit: number,
  ): Promise<{ items: Array<{ action: ActionRecord; appeal: AppealRecord | null }>; next: TimeKey | null }> {
    const rows = await this.actions.statementsOf(anglerId, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1)?.action;
    return { items: page, next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null };
  }
}
