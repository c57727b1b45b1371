import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { AuditLog, AuditRecord } from '../../application/ports.ts';

interface AuditRow {
  seq: string;
  id: string;
  at: Date | string;
  event: AuditRecord['event'];
  operator_id: string | null;
  subject_id: string | null;
  kind: AuditRecord['kind'];
  item_id: string | null;
  action: string | null;
  rule_id: string | null;
  note: string | null;
}
const toRecord = (r: AuditRow): AuditRecord & { seq: number } => ({
  seq: Number(r.seq),
  id: r.id,
  at: new Date(r.at),
  event: r.event,
  operatorId: r.operator_id,
  subjectId: r.subject_id,
  kind: r.kind,
  itemId: r.item_id,
  action: r.action,
  ruleId: r.rule_id,
  note: r.note,
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
    const rows = await this.db.rows<AuditRow>(sql`
      select seq, id, at, event, operator_id, subject_id, kind, item_id, action, rule_id, note from moderation_audit_log
      ${before !== null ? sql`where seq < ${before}` : sql``}
      order by seq desc
      limit ${limit}`);
    return rows.map(toRecord);
  }
}
