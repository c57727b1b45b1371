import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox of domain events (written in the transaction of their cause) and the record of which
 * reaction has handled which event (written in the reaction's own transaction, with its effect), so
 * that a redelivered event is applied at most once. Frozen once landed: later changes are new migrations.
 */
export class DomainEvents20251123000000 extends Migration {
  override up(): void {
    this.addSql(`
      create table domain_events (
        id uuid primary key,
        type text not null,
        payload jsonb not null,
        occurred_at timestamptz not null default now()
      )`);
    this.addSql('create index domain_events_occurred_at_idx on domain_events (occurred_at)');
    this.addSql(`
      create table handled_events (
        reaction text not null,
        event_id uuid not null,
        handled_at timestamptz not null default now(),
        primary key (reaction, event_id)
      )`);
    this.addSql('create index handled_events_handled_at_idx on handled_events (handled_at)');
  }

  override down(): void {
    this.addSql('drop table handled_events');
    this.addSql('drop table domain_events');
  }
}
