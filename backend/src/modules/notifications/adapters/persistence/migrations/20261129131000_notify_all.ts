import { Migration } from '@mikro-orm/migrations';

/**
 * A batch of notifications in one statement (adapters/persistence/sql-notifications.ts `tellAll`):
 * the recipients' switched-off topics, the notifications whose cause was not notified yet, and their
 * live entries (live_append, in the order given) — what were three round trips of the relay's batch
 * (preferences read, insert, append) inside its transaction. A cause whose topic (null: always told)
 * its recipient switched off is not written; the topic of each kind stays the domain's
 * (notification-preferences.ts), handed in per cause. Returns the notifications written, in the order
 * given. Generic plan from the first call, as the append's. Frozen once landed: a change is a new function.
 */
export class NotifyAll20261129131000 extends Migration {
  override up(): void {
    this.addSql(`create function notify_all(ids uuid[], recipients uuid[], kinds text[], actors uuid[], subjects uuid[],
        cause_keys text[], ats timestamptz[], topics text[], live_at timestamptz)
      returns table (id uuid, recipient_id uuid) language plpgsql set plan_cache_mode = force_generic_plan as $$
      #variable_conflict use_column
      declare
        readers uuid[];
        refs uuid[];
      begin
        with cause as (
          select c.* from unnest(ids, recipients, kinds, actors, subjects, cause_keys, ats, topics)
            with ordinality as c(id, recipient, kind, actor, subject, cause_key, at, topic, n)),
        told as (
          select cause.* from cause
          where cause.topic is null or not exists (
            select 1 from notification_preferences p where p.angler_id = cause.recipient and cause.topic = any(p.switched_off))),
        added as (
          insert into notifications (id, recipient_id, kind, actor_id, subject_id, cause_key, created_at)
          select told.id, told.recipient, told.kind, told.actor, told.subject, told.cause_key, told.at from told
          on conflict (recipient_id, cause_key) do nothing returning notifications.id, notifications.recipient_id)
        select array_agg(added.recipient_id order by told.n), array_agg(added.id order by told.n) into readers, refs
        from added join told on told.id = added.id;
        if readers is not null then
          perform live_append(readers, refs, 'notification', live_at);
        end if;
        return query select r.ref, r.reader from unnest(readers, refs) as r(reader, ref);
      end $$`);
  }

  override down(): void {
    this.addSql('drop function notify_all(uuid[], uuid[], text[], uuid[], uuid[], text[], timestamptz[], text[], timestamptz)');
  }
}
