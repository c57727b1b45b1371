import { inject } from 'inversify';
import { mayDecideAppeal } from '../domain/operator-rules.ts';
import { ModeratedContents } from './moderated-contents.ts';
import type { ReportedItem } from './moderated-content.ts';
import { Operators } from './operators.ts';
import { ActionBook, type ActionRecord, type AppealRecord, type TimeKey } from './ports.ts';

export interface AppealView {
  appeal: AppealRecord;
  action: ActionRecord;
  decidableByMe: boolean;
  item: ReportedItem | null;
}

/** Open appeals, oldest first: each marked when the reading operator may not decide it (they acted, or it is theirs). */
export class ReadAppeals {
  constructor(
    @inject(Operators) private readonly operators: Operators,
    @inject(ActionBook) private readonly actions: ActionBook,
    @inject(ModeratedContents) private readonly contents: ModeratedContents,
  ) {}

  async page(operatorId: string, after: TimeKey | null, limit: number): Promise<{ items: AppealView[]; next: TimeKey | null }> {
    await this.operators.require(operatorId);
    const rows = await this.actions.openAppeals(after, limit + 1);
    const page = rows.slice(0, limit);
    const items = await Promise.all(
      page.map(async ({ appeal, action }) => ({
        appeal,
        action,
        decidableByMe: mayDecideAppeal(operatorId, { actingOperatorId: action.operatorId, appellantId: appeal.appellantId }),
        item: await this.contents.forOperator(action.kind, action.itemId),
      })),
    );
    const last = page.at(-1)?.appeal;
    return { items, next: rows.length > limit && last ? { createdAt: last.createdAt, id: last.id } : null };
  }
}
