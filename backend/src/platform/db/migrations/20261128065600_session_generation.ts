import { Migration } from '@mikro-orm/migrations';

/**
 * One counter, moved in the transaction that ends all of an angler's sessions at once (a suspension,
 * a ban, a deleted account): a process compares it with what it last read before trusting a session
 * it remembers (platform/auth/session-generation.ts).
 */
export class SessionGeneration20261128065600 extends Migration {
  override up(): void {
    this.addSql(`
      create table session_generation (
        only_row boolean primary key default true check (only_row),
        generation bigint not null
      )`);
    this.addSql('insert into session_generation (generation) values (0)');
  }

  override down(): void {
    this.addSql('drop table session_generation');
  }
}
