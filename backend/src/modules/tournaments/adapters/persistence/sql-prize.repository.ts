import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { PrizeRecord, PrizeRepository } from '../../application/ports.ts';
import { PrizePositionTaken } from '../../domain/tournament.errors.ts';

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
    const rows = await this.db.prepared<{ id: string; tournament_id: string; position: number; title: string; description: string | null; value: number | null; created_at: Date }>(
      'tournaments.prizes',
      sql`select id, tournament_id, position, title, description, value::float8 as value, created_at
          from tournament_prizes where tournament_id = ${tournamentId}::uuid order by position`,
    );
    return rows.map((r) => ({ id: r.id, tournamentId: r.tournament_id, position: r.position, title: r.title, description: r.description, value: r.value, createdAt: new Date(r.created_at) }));
  }
}
