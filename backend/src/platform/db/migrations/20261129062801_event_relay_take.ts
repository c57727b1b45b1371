import { Migration } from '@mikro-orm/migrations';

/**
 * The take over the rows `deliveries` and `letters` pick (SQL predicates over each table's row). The
 * deletes find their rows by id in an array, not by a join: the generic plan does not know `most`
 * and takes a tenth of the table as due, for which it would join by scanning the whole table — a
 * backlog of 200,000 letters drained at 160 ms a batch in a probe, against index scans this way.
 */
const take = (deliveries: string, letters: string) => `
      with due as (
        select d.id from event_deliveries d
        where ${deliveries} and d.run_at <= now() and d.attempts < below and d.reaction = any(known)
        order by d.run_at, d.id limit most for update skip locked
      ), delivered as (
        delete from event_deliveries d where d.id = any(array(select due.id from due)) returning d.id, d.reaction, d.event_id
      ), first as (
        insert into handled_events (reaction, event_id) select distinct dl.reaction, dl.event_id from delivered dl
        on conflict do nothing returning handled_events.reaction, handled_events.event_id
      ), fresh as (
        select distinct on (dl.reaction, dl.event_id) dl.id from delivered dl join first f using (reaction, event_id)
        order by dl.reaction, dl.event_id, dl.id
      ), due_letters as (
        select l.id from event_letters l
        where ${letters} and l.run_at <= now() and l.attempts < below and l.reaction = any(known)
        order by l.id limit most for update skip locked
      ), letters as (
        delete from event_letters l where l.id = any(array(select due_letters.id from due_letters))
        returning l.id, l.reaction, l.type, l.payload
      )
      select 'delivery'::text, dl.id, dl.reaction, fresh.id is not null, e.type, e.payload
      from delivered dl left join fresh on fresh.id = dl.id left join domain_events e on e.id = dl.event_id and fresh.id is not null
      union all
      select 'letter'::text, lt.id, lt.reaction, true, lt.type, lt.payload from letters lt`;

/**
 * The relay's take (platform/events/event-relay.ts) as a function, so that PostgreSQL plans it once
 * per connection instead of at every batch. The take runs inside the batch's transaction, where the
 * app's statements are not named prepared ones, and planning this statement (six CTEs over five
 * tables) cost more than executing it: 0.5–1.3 ms a batch against 0.3–0.7 ms (pg_stat_statements
 * under the bench's like load). A plpgsql `return query` keeps its plan for the session, generic
 * from the first call: the app's pool has many connections, and five custom plans in each first
 * would be most of a short run's batches; the plan does not depend on the values. Two shapes, each
 * planned on its own: a batch (every due row the process knows a reaction of, at most `most` of
 * each table) and one row alone (its id given, the batch that held it having failed). Rows
 * `attempts < below`; `known`: the reactions the caller has. Frozen once landed: a change to the
 * take is a new function.
 */
export class EventRelayTake20261129062801 extends Migration {
  override up(): void {
    this.addSql(`create function event_relay_take(known text[], most int, below int, delivery_id bigint, letter_id bigint)
      returns table (source text, id bigint, reaction text, fresh boolean, type text, payload jsonb)
      language plpgsql set plan_cache_mode = force_generic_plan as $$
      #variable_conflict use_column
      begin
        if delivery_id is null and letter_id is null then
          return query ${take('true', 'true')};
        else
          return query ${take('d.id = delivery_id', 'l.id = letter_id')};
        end if;
      end $$`);
  }

  override down(): void {
    this.addSql('drop function event_relay_take(text[], int, int, bigint, bigint)');
  }
}
