import { Migration } from '@mikro-orm/migrations';

/** The next end of any tournament is one index probe: the list's cache lives until the next status change. */
export class TournamentEnds20251124100100 extends Migration {
  override up(): void {
    this.addSql('create index tournaments_end_idx on tournaments (end_date)');
  }

  override down(): void {
    this.addSql('drop index tournaments_end_idx');
  }
}
