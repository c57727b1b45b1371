import { Migration } from '@mikro-orm/migrations';

/**
 * The live log's append (adapters/persistence/sql-live-log.ts) as a function, so that PostgreSQL
 * plans it once per connection instead of at every call. It runs inside its cause's transaction (a
 * relay batch of likes, a message), where the app's statements are not named prepared ones, and its
 * planning (an upsert and an insert over four CTEs) was 0.26–0.34 ms a call under the bench's like
 * load, a third of the statement. Generic from the first call: the plan does not depend on the
 * values. Each reader takes as many numbers as they have entries with one upsert, in reader order
 * (their sequence rows stay locked to the end of the transaction, so numbers commit in order; two
 * causes with overlapping readers lock them in the same order); each entry then gets its own number,
 * in the order given. Frozen once landed: a change to the append is a new function.
 */
export class LiveAppend20261129063935 extends Migration {
  override up(): void {
    this.addSql(`create function live_append(readers uuid[], refs uuid[], entry_kind text, entry_at timestamptz)
      returns void language plpgsql set plan_cache_mode = force_generic_plan as $$
      begin
        with entry as (
          select e.reader, e.ref, e.n from unnest(readers, refs) with ordinality as e(reader, ref, n)),
        taken as (select entry.reader, count(*) as k from entry group by entry.reader),
        numbered as (
          insert into live_sequences (angler_id, last_seq)
          select taken.reader, taken.k from taken order by taken.reader
          on conflict (angler_id) do update set last_seq = live_sequences.last_seq + excluded.last_seq
          returning live_sequences.angler_id, live_sequences.last_seq)
        insert into live_events (angler_id, seq, kind, ref_id, created_at)
        select entry.reader, numbered.last_seq - taken.k + row_number() over (partition by entry.reader order by entry.n),
               entry_kind, entry.ref, entry_at
        from entry join taken on taken.reader = entry.reader join numbered on numbered.angler_id = entry.reader;
      end $$`);
  }

  override down(): void {
    this.addSql('drop function live_append(uuid[], uuid[], text, timestamptz)');
  }
}
