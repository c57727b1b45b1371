import { Migration } from '@mikro-orm/migrations';

/**
 * Marks demo data: one row when the seed ran, and the id of every row it made (by kind), so demo data
 * can always be told apart from real members' data — and removed.
 */
export class DemoSeed20251121200200 extends Migration {
  override up(): void {
    this.addSql(`
      create table demo_seed (
        id smallint primary key check (id = 1),
        seeded_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table demo_rows (
        kind varchar(20) not null,
        id varchar(64) not null,
        primary key (kind, id)
      )`);
  }

  override down(): void {
    this.addSql('drop table demo_rows');
    this.addSql('drop table demo_seed');
  }
}
