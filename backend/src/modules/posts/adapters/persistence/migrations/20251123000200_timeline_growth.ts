import { Migration } from '@mikro-orm/migrations';

/**
 * Readers whose home timeline got rows since it was last trimmed (a share fanned out to them, a
 * follow backfilled them): the trimming job takes them from here. A table rather than a process's
 * memory, so any process's job worker may trim, and a restart forgets nobody.
 */
export class TimelineGrowth20251123000200 extends Migration {
  override up(): void {
    this.addSql('create table timeline_growth (angler_id uuid primary key)');
  }

  override down(): void {
    this.addSql('drop table timeline_growth');
  }
}
