import { Migration } from '@mikro-orm/migrations';

/**
 * The relay claims deliveries inside the transaction that applies them (row locks, `for update skip
 * locked`), not by marking them: a relay that dies rolls back and its rows are free at once, so the
 * claim marks (`locked_by`, `locked_at`) go, and with them the update per delivery they cost (a
 * non-HOT one: the column was in the claim index's predicate). Frozen once landed.
 */
export class EventDeliveriesClaimedInTransaction20261124010100 extends Migration {
  override up(): void {
    this.addSql('drop index if exists event_deliveries_due_idx');
    this.addSql('alter table event_deliveries drop column locked_by, drop column locked_at');
    this.addSql('create index event_deliveries_due_idx on event_deliveries (run_at, id)');
  }

  override down(): void {
    this.addSql('drop index if exists event_deliveries_due_idx');
    this.addSql('alter table event_deliveries add column locked_by text, add column locked_at timestamptz');
    this.addSql('create index event_deliveries_due_idx on event_deliveries (run_at, id) where locked_by is null');
  }
}
