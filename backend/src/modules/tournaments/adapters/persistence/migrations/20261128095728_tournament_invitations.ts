import { Migration } from '@mikro-orm/migrations';

/**
 * Anglers a private tournament's organizer invited: each may read it and join (domain/private-tournament.ts).
 * Un-inviting deletes the row; the tournament's removal takes its invitations with it.
 */
export class TournamentInvitations20261128095728 extends Migration {
  override up(): void {
    this.addSql(`
      create table tournament_invitations (
        tournament_id uuid not null references tournaments (id) on delete cascade,
        angler_id uuid not null,
        invited_at timestamptz not null,
        primary key (tournament_id, angler_id)
      )`);
    this.addSql('create index tournament_invitations_angler_idx on tournament_invitations (angler_id, tournament_id)');
  }

  override down(): void {
    this.addSql('drop table tournament_invitations');
  }
}
