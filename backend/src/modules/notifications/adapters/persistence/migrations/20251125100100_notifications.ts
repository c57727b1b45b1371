import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications, and the live stream's per-angler log.
 *
 * - `notifications`: one row per (recipient, cause): a retried or repeated cause (a like taken back
 *   and given again, an event delivered twice) finds its row and adds nothing.
 * - `live_sequences` / `live_events`: every event a signed-in browser should see live gets the
 *   reader's next sequence number, written in the transaction of its cause. Taking the number locks
 *   the reader's sequence row until that transaction ends, so numbers commit in order: a reader who
 *   sees n has seen everything below n. The stream reads this log (NOTIFY only wakes it).
 */
export class Notifications20251125100100 extends Migration {
  override up(): void {
    this.addSql(`
      create table notifications (
        id uuid primary key,
        recipient_id uuid not null,
        kind varchar(32) not null,
        actor_id uuid null,
        subject_id uuid null,
        cause_key varchar(200) not null,
        created_at timestamptz not null,
        read_at timestamptz null,
        unique (recipient_id, cause_key)
      )`);
    this.addSql('create index notifications_recipient_idx on notifications (recipient_id, created_at desc, id desc)');
    this.addSql('create index notifications_unread_idx on notifications (recipient_id, kind, subject_id) where read_at is null');

    this.addSql(`
      create table live_sequences (
        angler_id uuid primary key,
        last_seq bigint not null
      )`);
    this.addSql(`
      create table live_events (
        angler_id uuid not null,
        seq bigint not null,
        kind varchar(20) not null,
        ref_id uuid not null,
        created_at timestamptz not null default now(),
        primary key (angler_id, seq)
      )`);
    this.addSql('create index live_events_created_idx on live_events (created_at)');
  }

  override down(): void {
    this.addSql('drop table live_events');
    this.addSql('drop table live_sequences');
    this.addSql('drop table notifications');
  }
}
