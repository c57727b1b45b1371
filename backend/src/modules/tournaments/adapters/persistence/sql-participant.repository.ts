import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { ParticipantRecord, ParticipantRepository } from '../../application/ports.ts';
import { TournamentListCache } from './tournament-list.cache.ts';

const Participant = rowOf({
  id: col.text(),
  tournamentId: col.text(),
  anglerId: col.text(),
  participantName: col.text().nullable(),
  profileImageUrl: col.text().nullable(),
  teamName: col.text().nullable(),
  joinedAt: col.time(),
});

const COLUMNS = sql`id, tournament_id, angler_id, participant_name, profile_image_url, team_name, joined_at`;
/** The Participants tab lists at most this many (a 10,000-angler event is read on its leaderboard). */
const LIST_LIMIT = 500;

export class SqlParticipantRepository implements ParticipantRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(TournamentListCache) private readonly lists: TournamentListCache,
  ) {}

  async find(tournamentId: string, anglerId: string): Promise<ParticipantRecord | null> {
    const [row] = await this.db.prepared(
      'tournaments.participant',
      sql`select ${COLUMNS} from tournament_participants
          where tournament_id = ${tournamentId}::uuid and angler_id = ${anglerId}::uuid and left_at is null`,
    );
    return row ? Participant.read(row) : null;
  }

  async lock(tournamentId: string, anglerId: string): Promise<ParticipantRecord | null> {
    const [row] = await this.db.rows(
      sql`select ${COLUMNS} from tournament_participants
          where tournament_id = ${tournamentId}::uuid and angler_id = ${anglerId}::uuid and left_at is null for update`,
    );
    return row ? Participant.read(row) : null;
  }

  /** The row and the counter together; the caller holds the tournament's lock and has checked the rules. */
  async join(p: ParticipantRecord): Promise<void> {
    await this.db.run(sql`
      insert into tournament_participants (id, tournament_id, angler_id, participant_name, profile_image_url, team_name, joined_at)
      values (${p.id}, ${p.tournamentId}, ${p.anglerId}, ${p.participantName}, ${p.profileImageUrl}, ${p.teamName}, ${p.joinedAt})`);
    await this.db.run(sql`update tournaments set participant_count = participant_count + 1 where id = ${p.tournamentId}::uuid`);
    this.lists.changed();
  }

  async leave(tournamentId: string, anglerId: string, at: Date): Promise<void> {
    const left = await this.db.run(sql`
      update tournament_participants set left_at = ${at}
      where tournament_id = ${tournamentId}::uuid and angler_id = ${anglerId}::uuid and left_at is null`);
    if (!left) return;
    await this.db.run(sql`update tournaments set participant_count = participant_count - 1 where id = ${tournamentId}::uuid`);
    this.lists.changed();
    await this.db.run(sql`delete from tournament_standings where tournament_id = ${tournamentId}::uuid and angler_id = ${anglerId}::uuid`);
  }

  async inOrderOfJoining(tournamentId: string): Promise<ParticipantRecord[]> {
    const rows = await this.db.prepared(
      'tournaments.participants',
      sql`select ${COLUMNS} from tournament_participants
          where tournament_id = ${tournamentId}::uuid and left_at is null
          order by joined_at, id limit ${sql.lit(LIST_LIMIT)}`,
    );
    return rows.map(Participant.read);
  }

  async rename(anglerId: string, name: string | null, profileImageUrl: string | null): Promise<void> {
    await this.db.run(sql`
      update tournament_participants set participant_name = ${name}, profile_image_url = ${profileImageUrl}
      where angler_id = ${anglerId}::uuid
        and (participant_name is distinct from ${name} or profile_image_url is distinct from ${profileImageUrl})`);
  }
}
