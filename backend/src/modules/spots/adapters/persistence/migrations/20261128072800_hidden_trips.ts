import { Migration } from '@mikro-orm/migrations';

/**
 * A trip hidden by moderation (an operator citing a guideline, or reports before anyone looked): when,
 * and the guideline (null: hidden by reports). An angler's trip counts read the trips shown: a partial
 * index of those, index-only as trips_angler_idx is for all.
 */
export class HiddenTrips20261128072800 extends Migration {
  override up(): void {
    this.addSql('alter table trips add column hidden_at timestamptz null, add column hidden_rule varchar(40) null');
    this.addSql('create index trips_angler_shown_idx on trips (angler_id) include (fishing_success) where hidden_at is null');
  }

  override down(): void {
    this.addSql('drop index trips_angler_shown_idx');
    this.addSql('alter table trips drop column hidden_at, drop column hidden_rule');
  }
}
