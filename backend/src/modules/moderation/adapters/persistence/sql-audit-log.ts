import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf, type RowShape } from '../../../../platform/db/row.ts';
import type { AuditLog, AuditRecord } from '../../application/ports.ts';

const AuditLine: RowShape<AuditRecord & { seq: number }> = rowOf({
  seq: col.number(),
  id: col.text(),
  at: col.time(),
  event: col.text<AuditRecord['event']>(),
  operatorId: col.text().nullable(),
  subjectId: col.text().nullable(),
  kind: col.of<AuditRecord['kind']>(),
  itemId: col.text().nullable(),
  action: col.text().nullable(),
  ruleId: col.text().nullable(),
  note: col.text().nullable(),
});

/** The audit log in SQL: inserts only (a trigger refuses updates, deletes and truncation). */
export class SqlAuditLog implements AuditLog {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async append(e: AuditRecord): Promise<void> {
    await this.db.run(sql`
      insert into moderation_audit_log (id, at, event, operator_id, subject_id, kind, item_id, action, rule_id, note)
      values (${e.id}::uuid, ${e.at}, ${e.event}, ${e.operatorId}::uuid, ${e.subjectId}::uuid, ${e.kind}, ${e.itemId}::uuid, ${e.action}, ${e.ruleId}, ${e.note})`);
  }

  async page(before: number | null, limit: number): Promise<Array<AuditRecord & { seq: number }>> {
    const rows = await this.db.rows(sql`
      select seq, id, at, event, operator_id, subject_id, kind, item_id, action, rule_id, note from moderation_audit_log
      ${before !== null ? sql`where seq < ${before}` : sql``}
      order by seq desc
      limit ${limit}`);
    return rows.map(AuditLine.read);
  }
}
