import { Migration } from '@mikro-orm/migrations';

/**
 * An angler blocks another: no messages, no follows, hidden from each other's search. One
 * row per direction that was asked for; checks read both directions.
 */
export class AnglerBlocks20251125000100 extends Migration {
  override up(): void {
    this.addSql(`create table angler_blocks (
      blocker_id uuid not null references users (id),
      blocked_id uuid not null references users (id),
      created_at timestamptz not null default now(),
      primary key (blocker_id, blocked_id),
      check (blocker_id <> blocked_id)
    )`);
    this.addSql('create index angler_blocks_blocked_idx on angler_blocks (blocked_id, blocker_id)');
  }

  override down(): void {
    this.addSql('drop table angler_blocks');
  }
}
