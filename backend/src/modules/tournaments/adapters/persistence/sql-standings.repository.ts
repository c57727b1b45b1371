import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { AnglerStanding } from '../../domain/scoring.ts';
import type { LeaderboardRecord, StandingsRepository } from '../../application/ports.ts';
import { TOURNAMENT_LIMITS } from '@tightlines/contracts';
import { LeaderboardCache } from './leaderboard.cache.ts';

const Standing = rowOf({
  anglerId: col.text(),
  score: col.number(),
  exactScore: col.text(),
  points: col.number(),
  count: col.number().from('fish_count'),
  bestWeightKg: col.number().nullable(),
  bestLengthCm: col.number().nullable(),
  bestSpecies: col.text().nullable(),
  reachedAt: col.time(),
  participantName: col.text().nullable(),
  teamName: col.text().nullable(),
  profileImageUrl: col.text().nullable(),
});

/**
 * One row per angler with a scoring fish. The leaderboard is a walk of tournament_standings_rank_idx
 * in the order of domain/scoring.ts `compareStandings` (score desc, reached_at, angler_id) — the top
 * rows of a 10,000-angler event without sorting anything.
 */
export class SqlStandingsRepository implements StandingsRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(LeaderboardCache) private readonly cache: LeaderboardCache,
  ) {}

  changed(tournamentId: string): void {
    this.cache.forget(tournamentId);
  }

  async put(tournamentId: string, anglerId: string, s: AnglerStanding | null): Promise<void> {
    if (!s) {
      await this.db.run(
        sql`delete from tournament_standings where tournament_id = ${tournamentId}::uuid and angler_id = ${anglerId}::uuid`,
      );
      return;
    }
    await this.db.run(sql`
      insert into tournament_standings (tournament_id, angler_id, score, points, fish_count, best_weight_kg, best_length_cm, best_species, reached_at)
      values (${tournamentId}, ${anglerId}, ${s.exactScore}::numeric, ${s.points}, ${s.count}, ${s.bestWeightKg}, ${s.bestLengthCm}, ${s.bestSpecies}, ${s.reachedAt})
      on conflict (tournament_id, angler_id) do update set score = excluded.score, points = excluded.points, fish_count = excluded.fish_count,
        best_weight_kg = excluded.best_weight_kg, best_length_cm = excluded.best_length_cm, best_species = excluded.best_species,
        reached_at = excluded.reached_at`);
  }

  /** The longest page anyone may ask is remembered per tournament; shorter ones are its start. */
  async top(tournamentId: string, limit: number): Promise<LeaderboardRecord[]> {
    if (limit > TOURNAMENT_LIMITS.leaderboard.max) return this.#read(tournamentId, limit);
    const { rows } = await this.cache.get(tournamentId, async () => ({
      rows: await this.#read(tournamentId, TOURNAMENT_LIMITS.leaderboard.max),
    }));
    return rows.slice(0, limit);
  }

  async #read(tournamentId: string, limit: number): Promise<LeaderboardRecord[]> {
    const rows = await this.db.prepared(
      'tournaments.leaderboard',
      sql`select s.angler_id, s.score::float8 as score, s.score::text as exact_score, s.points, s.fish_count, s.best_weight_kg::float8 as best_weight_kg,
                 s.best_length_cm::float8 as best_length_cm, s.best_species, s.reached_at, p.participant_name, p.team_name, p.profile_image_url
          from tournament_standings s
          join tournament_participants p on p.tournament_id = s.tournament_id and p.angler_id = s.angler_id
          where s.tournament_id = ${tournamentId}::uuid
          order by s.score desc, s.reached_at, s.angler_id
          limit ${sql.lit(limit)}`,
    );
    return rows.map(Standing.read);
  }
}
