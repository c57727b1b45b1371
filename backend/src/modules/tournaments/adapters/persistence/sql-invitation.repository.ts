import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { InvitationRecord, InvitationRepository } from '../../application/ports.ts';
import { TournamentListCache } from './tournament-list.cache.ts';

const Invitation = rowOf({ tournamentId: col.text(), anglerId: col.text(), invitedAt: col.time() });

/** The Invited list shows at most this many (an organizer inviting more runs a public tournament). */
const LIST_LIMIT = 500;

/**
 * Invitations to private tournaments. Granting may show in other processes' lists within their five
 * seconds; taking back may not: a withdrawal makes every process forget its lists before it answers
 * (every other read asks the row).
 */
export class SqlInvitationRepository implements InvitationRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(TournamentListCache) private readonly lists: TournamentListCache,
  ) {}

  async invite(i: InvitationRecord): Promise<boolean> {
    const added = await this.db.run(sql`
      insert into tournament_invitations (tournament_id, angler_id, invited_at)
      values (${i.tournamentId}::uuid, ${i.anglerId}::uuid, ${i.invitedAt})
      on conflict (tournament_id, angler_id) do nothing`);
    if (added) this.lists.changed();
    return added > 0;
  }

  async withdraw(tournamentId: string, anglerId: string): Promise<boolean> {
    const removed = await this.db.run(sql`
      delete from tournament_invitations where tournament_id = ${tournamentId}::uuid and angler_id = ${anglerId}::uuid`);
    if (removed) this.lists.changedEverywhere();
    return removed > 0;
  }

  async isInvited(tournamentId: string, anglerId: string): Promise<boolean> {
    const rows = await this.db.prepared(
      'tournaments.is-invited',
      sql`select 1 from tournament_invitations where tournament_id = ${tournamentId}::uuid and angler_id = ${anglerId}::uuid`,
    );
    return rows.length > 0;
  }

  async of(tournamentId: string): Promise<InvitationRecord[]> {
    const rows = await this.db.rows(sql`
      select tournament_id, angler_id, invited_at from tournament_invitations
      where tournament_id = ${tournamentId}::uuid order by invited_at, angler_id limit ${sql.lit(LIST_LIMIT)}`);
    return rows.map(Invitation.read);
  }
}
