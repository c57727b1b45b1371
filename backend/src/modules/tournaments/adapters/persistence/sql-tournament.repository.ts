import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { Tournament, type TournamentProps } from '../../domain/tournament.ts';
import type { TournamentFilter, TournamentRepository, TournamentSeen } from '../../application/ports.ts';
import { statusInSql, statusPredicate } from './status.sql.ts';
import { TournamentListCache } from './tournament-list.cache.ts';
import { tournamentShownToSql } from './hidden-tournament.sql.ts';
import { tournamentReadableBySql } from './private-tournament.sql.ts';

const TournamentRow = rowOf({
  id: col.text(),
  title: col.text(),
  description: col.text().nullable(),
  rules: col.text().nullable(),
  startDate: col.time(),
  endDate: col.time(),
  registrationDeadline: col.time(),
  maxParticipants: col.number().nullable(),
  entryFee: col.number().nullable(),
  prizePool: col.number().nullable(),
  scoringType: col.text<TournamentProps['scoringType']>(),
  bestN: col.number().nullable(),
  locationName: col.text(),
  isPublic: col.bool(),
  organizerId: col.text(),
  organizerName: col.text().nullable(),
  identifierCode: col.text(),
  cancelledAt: col.time().nullable(),
  participantCount: col.number(),
  createdAt: col.time(),
  hiddenAt: col.time().nullable(),
  hiddenRule: col.text().nullable(),
});

const COLUMNS = sql`t.id, t.title, t.description, t.rules, t.start_date, t.end_date, t.registration_deadline, t.max_participants,
  t.entry_fee::float8 as entry_fee, t.prize_pool::float8 as prize_pool, t.scoring_type, t.best_n, t.location_name, t.is_public,
  t.organizer_id, t.organizer_name, t.identifier_code, t.cancelled_at, t.participant_count, t.created_at,
  t.hidden_at, t.hidden_rule`;

const toTournament = (row: unknown) => {
  const { hiddenAt, hiddenRule, ...props } = TournamentRow.read(row);
  return Tournament.fromProps({ ...props, hidden: hiddenAt ? { ruleId: hiddenRule, at: hiddenAt } : null });
};

/** `%`, `_` and `\` typed by an angler are letters, not patterns. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list shows the 30 most relevant (running and upcoming first, then the most recent); filters narrow it. */
const LIST_LIMIT = 30;

export class SqlTournamentRepository implements TournamentRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(TournamentListCache) private readonly lists: TournamentListCache,
  ) {}

  async add(tournament: Tournament): Promise<void> {
    const t = tournament.toProps();
    await this.db.run(sql`
      insert into tournaments (id, title, description, rules, start_date, end_date, registration_deadline, max_participants,
        entry_fee, prize_pool, scoring_type, best_n, location_name, is_public, organizer_id, organizer_name, identifier_code, created_at)
      values (${t.id}, ${t.title}, ${t.description}, ${t.rules}, ${t.startDate}, ${t.endDate}, ${t.registrationDeadline},
        ${t.maxParticipants}, ${t.entryFee}, ${t.prizePool}, ${t.scoringType}, ${t.bestN}, ${t.locationName}, ${t.isPublic},
        ${t.organizerId}, ${t.organizerName}, ${t.identifierCode}, ${t.createdAt})`);
    this.lists.changed();
  }

  async byId(id: string): Promise<Tournament | null> {
    const [row] = await this.db.prepared('tournaments.by-id', sql`select ${COLUMNS} from tournaments t where t.id = ${id}::uuid`);
    return row ? toTournament(row) : null;
  }

  async lockById(id: string): Promise<Tournament | null> {
    const [row] = await this.db.rows(sql`select ${COLUMNS} from tournaments t where t.id = ${id}::uuid for update`);
    return row ? toTournament(row) : null;
  }

  /**
   * The viewer's participation and invitation are looked up only where they matter: for a private
   * tournament (may they read it? domain/private-tournament.ts) and for the page's 30 rows (are they
   * in, or invited?), never for every tournament walked.
   */
  async list(filter: TournamentFilter, viewerId: string, now: Date): Promise<TournamentSeen[]> {
    const seen = await this.lists.get(viewerId, filter, now, () => this.#list(filter, viewerId, now));
    return this.#stillReadable(seen, viewerId);
  }

  /**
   * A remembered list's private tournaments the viewer does not organize are asked again of the
   * database: an invitation taken back in another process reaches this one's lists by signal, and
   * taking access away may not wait for it. (Public ones need no asking; hiding is asked by the row.)
   */
  async #stillReadable(seen: TournamentSeen[], viewerId: string): Promise<TournamentSeen[]> {
    const ask = seen
      .filter(({ tournament }) => !tournament.toProps().isPublic && !tournament.isOrganizer(viewerId))
      .map((s) => s.tournament.id);
    if (!ask.length) return seen;
    const readable = await this.db.prepared<{ id: string }>(
      'tournaments.still-readable',
      sql`select t.id from tournaments t where t.id = any(${ask}::uuid[]) and ${tournamentReadableBySql('t', viewerId)}`,
    );
    const ids = new Set(readable.map((r) => r.id));
    return seen.filter(({ tournament }) => tournament.toProps().isPublic || tournament.isOrganizer(viewerId) || ids.has(tournament.id));
  }

  async #list(filter: TournamentFilter, viewerId: string, now: Date): Promise<TournamentSeen[]> {
    const participates = (table: string) =>
      sql`exists (select 1 from tournament_participants p where p.tournament_id = ${sql.ref(table)}.id and p.angler_id = ${viewerId}::uuid and p.left_at is null)`;
    const conditions = [
      tournamentReadableBySql('t', viewerId),
      tournamentShownToSql('t', viewerId),
      ...(filter.status ? [statusPredicate(filter.status, now)] : []),
      ...(filter.search ? [sql`(t.title ilike ${likeOf(filter.search)} or t.description ilike ${likeOf(filter.search)})`] : []),
      ...(filter.location ? [sql`t.location_name ilike ${likeOf(filter.location)}`] : []),
    ];
    const invited = sql`exists (select 1 from tournament_invitations i where i.tournament_id = page.id and i.angler_id = ${viewerId}::uuid)`;
    const rows = await this.db.prepared<{ is_participant: boolean; is_invited: boolean }>(
      'tournaments.list',
      sql`select page.*, ${participates('page')} as is_participant, ${invited} as is_invited
          from (
            select ${COLUMNS},
                   ${statusInSql(['cancelled', 'completed'], now)} as over
            from tournaments t
            where ${sql.join(conditions, sql` and `)}
            order by over asc,
                     case when ${statusInSql(['upcoming', 'active'], now)} then t.start_date end asc,
                     t.start_date desc, t.id
            limit ${sql.lit(LIST_LIMIT)}
          ) page
          order by page.over asc, case when not page.over then page.start_date end asc, page.start_date desc, page.id`,
    );
    return rows.map((r) => ({ tournament: toTournament(r), isParticipant: r.is_participant, isInvited: r.is_invited }));
  }

  async cancel(id: string, at: Date): Promise<void> {
    await this.db.run(sql`update tournaments set cancelled_at = ${at} where id = ${id}::uuid and cancelled_at is null`);
    this.lists.changed();
  }

  async renameOrganizer(anglerId: string, name: string | null): Promise<void> {
    await this.db.run(
      sql`update tournaments set organizer_name = ${name} where organizer_id = ${anglerId}::uuid and organizer_name is distinct from ${name}`,
    );
  }
}
