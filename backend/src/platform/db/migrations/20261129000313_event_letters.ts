import { Migration } from '@mikro-orm/migrations';

/**
 * Letters: an unordered event with exactly one reaction, written as ONE row that is both the event and
 * its delivery — instead of a `domain_events` row and an `event_deliveries` row (two heaps, four index
 * entries) for the busiest events (a like). The relay deletes a letter in the transaction that applies
 * its reaction, so the row itself is what makes the effect happen at most once: no `handled_events`
 * record, no event id. Only a primary key: the relay takes the due letters in id order (rows leave
 * as they are delivered, so the table stays small), and an index fewer is an insert fewer per event.
 * A new table rather than columns of `event_deliveries`, so that a relay of an older process (during
 * a rolling update) never takes a letter it would read as a pruned event. Frozen once landed.
 */
export class EventLetters20261129000313 extends Migration {
  override up(): void {
    this.addSql(`
      create table event_letters (
        id bigint generated always as identity primary key,
        reaction text not null,
        type text not null,
        payload jsonb not null,
        run_at timestamptz not null default now(),
        attempts int not null default 0,
        last_error text
      )`);
  }

  override down(): void {
    this.addSql('drop table event_letters');
  }
}
