import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { PrizeRecord, PrizeRepository } from '../../application/ports.ts';
import { PrizePositionTaken } from '../../domain/tournament.errors.ts';

const Prize = rowOf({
  id: col.text(),
  tournamentId: col.text(),
  position: col.number(),
  title: col.text(),
  description: col.text().nullable(),
  value: col.number().nullable(),
  createdAt: col.time(),
});

export class SqlPrizeRepository implements PrizeRepository {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  /** The unique (tournament, position) decides between two organizers' tabs adding the same place at once. */
  async add(p: PrizeRecord): Promise<void> {
    const added = await this.db.rows(sql`
      insert into tournament_prizes (id, tournament_id, position, title, description, value, created_at)
      values (${p.id}, ${p.tournamentId}, ${p.position}, ${p.title}, ${p.description}, ${p.value}, ${p.createdAt})
      on conflict (tournament_id, position) do nothing returning id`);
    if (added.length === 0) throw new PrizePositionTaken(p.position);
  }

  async byPosition(tournamentId: string): Promise<PrizeRecord[]> {
    const rows = await this.db.prepared(
      'tournaments.prizes',
      sql`select id, tournament_id, position, title, description, value::float8 as value, created_at
          from tournament_prizes where tournament_id = ${tournamentId}::uuid order by position`,
    );
    return rows.map(Prize.read);
  }
}
