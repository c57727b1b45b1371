import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { OperatorRecord, OperatorRoster } from '../../application/ports.ts';

/** The operator role in SQL: one row per operator. */
export class SqlOperatorRoster implements OperatorRoster {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async isOperator(anglerId: string): Promise<boolean> {
    const rows = await this.db.rows(sql`select 1 from moderation_operators where angler_id = ${anglerId}::uuid`);
    return rows.length > 0;
  }

  async list(): Promise<OperatorRecord[]> {
    const rows = await this.db.rows<{ angler_id: string; granted_at: Date | string; granted_by: string | null }>(sql`
      select angler_id, granted_at, granted_by from moderation_operators order by granted_at, angler_id`);
    return rows.map((r) => ({ anglerId: r.angler_id, grantedAt: new Date(r.granted_at), grantedBy: r.granted_by }));
  }

  async grant(o: OperatorRecord): Promise<boolean> {
    const added = await this.db.run(sql`
      insert into moderation_operators (angler_id, granted_at, granted_by) values (${o.anglerId}::uuid, ${o.grantedAt}, ${o.grantedBy}::uuid)
      on conflict (angler_id) do nothing`);
    return added > 0;
  }

  async revoke(anglerId: string): Promise<boolean> {
    return (await this.db.run(sql`delete from moderation_operators where angler_id = ${anglerId}::uuid`)) > 0;
  }
}
