import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox's deliveries of unordered events: one plain row per (event, reaction), written by the
 * statement or transaction of the event's cause, drained in batches by each process's relay
 * (platform/events/event-relay.ts) — instead of one job-queue job per delivery, whose add_job (a
 * plpgsql function, its queue rows and a NOTIFY at commit) was most of a like's statement. A row
 * is claimed (`locked_by`, a relay registered in job_workers), deleted in the transaction that
 * applies its reaction, or handed back with a later `run_at` when the reaction fails. Frozen once landed.
 */
export class EventDeliveries20261124010000 extends Migration {
  override up(): void {
    this.addSql(`
      create table event_deliveries (
        id bigint generated always as identity primary key,
        event_id uuid not null,
        reaction text not null,
        run_at timestamptz not null default now(),
        attempts int not null default 0,
        locked_by text,
        locked_at timestamptz,
        last_error text
      )`);
    // What a relay claims: the due, unclaimed rows, oldest first (a small index: rows leave when delivered).
    this.addSql('create index event_deliveries_due_idx on event_deliveries (run_at, id) where locked_by is null');
  }

  override down(): void {
    this.addSql('drop table event_deliveries');
  }
}
