import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import { reportExcerpt, type ModeratedContent, type ReportableKind, type ReportedItem } from '../../../moderation/index.ts';
import { tournamentShownToSql } from './hidden-tournament.sql.ts';
import { tournamentReadableBySql } from './private-tournament.sql.ts';
import { TournamentListCache } from './tournament-list.cache.ts';
import { LeaderboardCache } from './leaderboard.cache.ts';

/**
 * Tournaments' side of moderation: a tournament as a report and the console describe it (a private one
 * only to those who may see it), hidden and shown again in the action's transaction (every process's
 * lists forgotten once it commits; every other read asks the row), and removed for good with everything in it.
 */
export class ModeratedTournaments implements ModeratedContent {
  readonly kinds: readonly ReportableKind[] = ['tournament'];

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(TournamentListCache) private readonly lists: TournamentListCache,
    @inject(LeaderboardCache) private readonly leaderboards: LeaderboardCache,
  ) {}

  seenBy(_kind: ReportableKind, itemId: string, viewerId: string): Promise<ReportedItem | null> {
    return this.#describe(itemId, viewerId);
  }

  forOperator(_kind: ReportableKind, itemId: string): Promise<ReportedItem | null> {
    return this.#describe(itemId, null);
  }

  async forOperatorMany(_kind: ReportableKind, itemIds: readonly string[]): Promise<ReportedItem[]> {
    const ids = itemIds.filter(isId);
    if (!ids.length) return [];
    const rows = await this.db.rows<TournamentRow>(sql`select ${COLUMNS} from tournaments t where t.id = any(${ids}::uuid[])`);
    return rows.map(reported);
  }

  async setHidden(_kind: ReportableKind, itemId: string, hidden: { ruleId: string | null; at: Date } | null): Promise<void> {
    if (!isId(itemId)) return;
    await this.db.run(sql`update tournaments set hidden_at = ${hidden?.at ?? null}::timestamptz, hidden_rule = ${hidden?.ruleId ?? null}
      where id = ${itemId}::uuid`);
    this.lists.changedEverywhere();
  }

  async remove(_kind: ReportableKind, itemId: string): Promise<void> {
    if (!isId(itemId)) return;
    const entries = sql`select e.id from tournament_entries e where e.tournament_id = ${itemId}::uuid`;
    await this.db.run(sql`delete from tournament_judging_log where entry_id in (${entries})`);
    await this.db.run(sql`delete from tournament_standings where tournament_id = ${itemId}::uuid`);
    await this.db.run(sql`delete from tournament_entries where tournament_id = ${itemId}::uuid`);
    await this.db.run(sql`delete from tournament_prizes where tournament_id = ${itemId}::uuid`);
    await this.db.run(sql`delete from tournament_participants where tournament_id = ${itemId}::uuid`);
    await this.db.run(sql`delete from tournament_invitations where tournament_id = ${itemId}::uuid`);
    await this.db.run(sql`delete from tournaments where id = ${itemId}::uuid`);
    this.lists.changedEverywhere();
    this.leaderboards.forget(itemId);
  }

  async #describe(itemId: string, viewerId: string | null): Promise<ReportedItem | null> {
    if (!isId(itemId)) return null;
    const mayRead = viewerId ? sql`and ${tournamentShownToSql('t', viewerId)} and ${tournamentReadableBySql('t', viewerId)}` : sql``;
    const [row] = await this.db.rows<TournamentRow>(sql`select ${COLUMNS} from tournaments t where t.id = ${itemId}::uuid ${mayRead}`);
    return row ? reported(row) : null;
  }
}

interface TournamentRow {
  id: string;
  organizer_id: string;
  title: string;
  description: string | null;
  location_name: string;
  created_at: Date;
}
const COLUMNS = sql`t.id, t.organizer_id, t.title, t.description, t.location_name, t.created_at`;

function reported(row: TournamentRow): ReportedItem {
  return {
    kind: 'tournament',
    itemId: row.id,
    authorId: row.organizer_id,
    title: row.title,
    excerpt: reportExcerpt(row.description ?? row.location_name),
    link: `/tournaments/${row.id}`,
    createdAt: new Date(row.created_at),
    context: [],
  };
}
