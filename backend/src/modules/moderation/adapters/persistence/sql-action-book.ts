import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf, type RowShape } from '../../../../platform/db/row.ts';
import { RESTRICTING_ACTIONS } from '../../domain/action.ts';
import type { ActionBook, ActionRecord, AppealRecord, TimeKey } from '../../application/ports.ts';

const Action: RowShape<ActionRecord> = rowOf({
  id: col.text(),
  kind: col.text<ActionRecord['kind']>(),
  itemId: col.text(),
  action: col.text<ActionRecord['action']>(),
  ruleId: col.text(),
  note: col.text().nullable(),
  anglerId: col.text().nullable(),
  operatorId: col.text().nullable(),
  suspendedUntil: col.time().nullable(),
  createdAt: col.time(),
  reversedAt: col.time().nullable(),
});
const ACTION = sql`a.id, a.kind, a.item_id, a.action, a.rule_id, a.note, a.angler_id, a.operator_id, a.suspended_until, a.created_at, a.reversed_at`;

const Appeal: RowShape<AppealRecord> = rowOf({
  id: col.text().from('appeal_id'),
  actionId: col.text(),
  appellantId: col.text(),
  text: col.text(),
  createdAt: col.time().from('appeal_created_at'),
  status: col.text<AppealRecord['status']>(),
});
const APPEAL = sql`p.id as appeal_id, p.action_id, p.appellant_id, p.text, p.created_at as appeal_created_at, p.status`;

/** Operators' actions and their appeals in SQL. */
export class SqlActionBook implements ActionBook {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async add(a: ActionRecord): Promise<void> {
    await this.db.run(sql`
      insert into moderation_actions (id, kind, item_id, action, rule_id, note, angler_id, operator_id, suspended_until, created_at)
      values (${a.id}::uuid, ${a.kind}, ${a.itemId}::uuid, ${a.action}, ${a.ruleId}, ${a.note}, ${a.anglerId}::uuid, ${a.operatorId}::uuid,
              ${a.suspendedUntil}, ${a.createdAt})`);
  }

  async find(actionId: string): Promise<ActionRecord | null> {
    const [row] = await this.db.rows(sql`select ${ACTION} from moderation_actions a where a.id = ${actionId}::uuid`);
    return row ? Action.read(row) : null;
  }

  async markReversed(actionId: string, at: Date): Promise<void> {
    await this.db.run(sql`update moderation_actions set reversed_at = ${at} where id = ${actionId}::uuid`);
  }

  async against(anglerId: string, limit: number): Promise<ActionRecord[]> {
    const rows = await this.db.rows(sql`
      select ${ACTION} from moderation_actions a where a.angler_id = ${anglerId}::uuid order by a.created_at desc, a.id desc limit ${limit}`);
    return rows.map(Action.read);
  }

  async statementsOf(
    anglerId: string,
    after: TimeKey | null,
    limit: number,
  ): Promise<Array<{ action: ActionRecord; appeal: AppealRecord | null }>> {
    const rows = await this.db.rows<{ appeal_id: string | null }>(sql`
      select ${ACTION}, ${APPEAL}
      from moderation_actions a left join moderation_appeals p on p.action_id = a.id
      where a.angler_id = ${anglerId}::uuid and a.action = any(${[...RESTRICTING_ACTIONS]}::text[])
        ${after ? sql`and (a.created_at, a.id) < (${after.createdAt}, ${after.id}::uuid)` : sql``}
      order by a.created_at desc, a.id desc
      limit ${limit}`);
    return rows.map((r) => ({ action: Action.read(r), appeal: r.appeal_id ? Appeal.read(r) : null }));
  }

  async addAppeal(appeal: AppealRecord): Promise<boolean> {
    const inserted = await this.db.run(sql`
      insert into moderation_appeals (id, action_id, appellant_id, text, created_at)
      values (${appeal.id}::uuid, ${appeal.actionId}::uuid, ${appeal.appellantId}::uuid, ${appeal.text}, ${appeal.createdAt})
      on conflict (action_id) do nothing`);
    return inserted > 0;
  }

  async lockAppeal(appealId: string): Promise<AppealRecord | null> {
    const [row] = await this.db.rows(sql`select ${APPEAL} from moderation_appeals p where p.id = ${appealId}::uuid for update`);
    return row ? Appeal.read(row) : null;
  }

  async decideAppeal(appealId: string, d: { status: 'upheld' | 'reversed'; by: string; at: Date; note: string | null }): Promise<void> {
    await this.db.run(sql`
      update moderation_appeals set status = ${d.status}, decided_by = ${d.by}::uuid, decided_at = ${d.at}, note = ${d.note}
      where id = ${appealId}::uuid`);
  }

  async openAppeals(after: TimeKey | null, limit: number): Promise<Array<{ appeal: AppealRecord; action: ActionRecord }>> {
    const rows = await this.db.rows(sql`
      select ${ACTION}, ${APPEAL}
      from moderation_appeals p join moderation_actions a on a.id = p.action_id
      where p.status = 'open' ${after ? sql`and (p.created_at, p.id) > (${after.createdAt}, ${after.id}::uuid)` : sql``}
      order by p.created_at, p.id
      limit ${limit}`);
    return rows.map((r) => ({ appeal: Appeal.read(r), action: Action.read(r) }));
  }
}
