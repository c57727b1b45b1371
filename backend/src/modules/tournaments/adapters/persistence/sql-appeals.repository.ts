import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { Appeal, Appeals } from '../../application/ports.ts';
import type { RejectReason } from '../../domain/entry.ts';

/** Appeals read from the judging log, each with the last rejection before it. */
export class SqlAppeals implements Appeals {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async of(entryIds: readonly string[]): Promise<Map<string, Appeal>> {
    const found = new Map<string, Appeal>();
    if (entryIds.length === 0) return found;
    const rows = await this.db.rows<{
      entry_id: string;
      at: Date;
      note: string | null;
      reason: RejectReason | null;
      rejected_note: string | null;
      rejected: boolean;
    }>(sql`
      select a.entry_id, a.at, a.note, r.reason, r.note as rejected_note, r.id is not null as rejected
      from tournament_judging_log a
      left join lateral (
        select id, reason, note from tournament_judging_log
        where entry_id = a.entry_id and action = 'rejected' and id < a.id
        order by id desc limit 1
      ) r on true
      where a.action = 'appealed' and a.entry_id = any(${[...entryIds]}::uuid[])`);
    for (const r of rows)
      found.set(r.entry_id, { at: new Date(r.at), note: r.note, against: r.rejected ? { reason: r.reason, note: r.rejected_note } : null });
    return found;
  }
}
