import { Migration } from '@mikro-orm/migrations';

/**
 * The judging log stays append-only, with one exception an angler's right to be forgotten needs: when
 * an account is deleted, the lines it acted in keep everything (the entry, the time, the action, the
 * role, the reason and note) but forget who acted — `actor_id` becomes null, in that one update and no
 * other. A line is still written with its actor (null is refused on insert), never removed, and no
 * other change is allowed; a null actor never becomes anyone again.
 */
export class JudgingLogForgetsDeletedAnglers20261123180000 extends Migration {
  override up(): void {
    this.addSql('alter table tournament_judging_log alter column actor_id drop not null');
    this.addSql(`
      create or replace function tournament_judging_log_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          if new.actor_id is null then raise exception 'a judging log line names its actor'; end if;
          return new;
        end if;
        if tg_op = 'UPDATE' and old.actor_id is not null and new.actor_id is null
           and (new.id, new.entry_id, new.at, new.action, new.actor_role, new.reason, new.note)
               is not distinct from (old.id, old.entry_id, old.at, old.action, old.actor_role, old.reason, old.note) then
          return new; -- a deleted angler forgotten: the only change the log allows
        end if;
        raise exception 'the judging log is append-only';
      end $$`);
    this.addSql('drop trigger tournament_judging_log_append_only on tournament_judging_log');
    this.addSql(`
      create trigger tournament_judging_log_append_only before insert or update or delete on tournament_judging_log
      for each row execute function tournament_judging_log_append_only()`);
  }

  override down(): void {
    this.addSql('drop trigger tournament_judging_log_append_only on tournament_judging_log');
    this.addSql(`
      create or replace function tournament_judging_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the judging log is append-only';
      end $$`);
    this.addSql(`
      create trigger tournament_judging_log_append_only before update or delete on tournament_judging_log
      for each row execute function tournament_judging_log_append_only()`);
    this.addSql('alter table tournament_judging_log alter column actor_id set not null');
  }
}
