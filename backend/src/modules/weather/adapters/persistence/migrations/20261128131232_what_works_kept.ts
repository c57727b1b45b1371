import { Migration } from '@mikro-orm/migrations';

/**
 * Each angler's "what works for me" answer kept as the JSON text it is sent as, so a request reads one
 * row instead of their tallies and builds nothing. weather_what_works.version moves — to a new value
 * of a sequence, never one an angler's row had before — whenever their tallies change, by triggers on
 * weather_condition_tallies in the changing statement itself: the store's statements and any other
 * (a backfill, an operator's fix) alike. An answer is kept only by an update that finds the version
 * it was read under (answer_version), and served only while answer_version = version and it was made
 * in the form the app reading it makes (form). A first change of an angler's tallies makes their row;
 * a row never comes from the read, so nothing is kept for an angler forgotten meanwhile.
 */
export class WhatWorksKept20261128131232 extends Migration {
  override up(): void {
    this.addSql('create sequence weather_what_works_versions');
    this.addSql(`create table weather_what_works (
      angler_id uuid primary key,
      version bigint not null,
      answer_version bigint null,
      form varchar(40) null,
      answer text null
    )`);
    this.addSql(`insert into weather_what_works (angler_id, version)
      select angler_id, nextval('weather_what_works_versions') from (select distinct angler_id from weather_condition_tallies) a`);
    // New tallies make the angler's row or move it; changed or removed ones move it where it is.
    this.addSql(`create function weather_what_works_moves() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into weather_what_works as w (angler_id, version)
          select angler_id, nextval('weather_what_works_versions') from (select distinct angler_id from changed) a
          on conflict (angler_id) do update set version = excluded.version, answer_version = null, form = null, answer = null;
        elsif tg_op = 'TRUNCATE' then
          delete from weather_what_works;
        else
          update weather_what_works w set version = nextval('weather_what_works_versions'), answer_version = null, form = null, answer = null
          where w.angler_id in (select distinct angler_id from changed);
        end if;
        return null;
      end $$`);
    this.addSql(`create trigger weather_what_works_on_insert after insert on weather_condition_tallies
      referencing new table as changed for each statement execute function weather_what_works_moves()`);
    this.addSql(`create trigger weather_what_works_on_update after update on weather_condition_tallies
      referencing new table as changed for each statement execute function weather_what_works_moves()`);
    this.addSql(`create trigger weather_what_works_on_delete after delete on weather_condition_tallies
      referencing old table as changed for each statement execute function weather_what_works_moves()`);
    this.addSql(`create trigger weather_what_works_on_truncate after truncate on weather_condition_tallies
      for each statement execute function weather_what_works_moves()`);
  }

  override down(): void {
    for (const on of ['insert', 'update', 'delete', 'truncate'])
      this.addSql(`drop trigger weather_what_works_on_${on} on weather_condition_tallies`);
    this.addSql('drop function weather_what_works_moves()');
    this.addSql('drop table weather_what_works');
    this.addSql('drop sequence weather_what_works_versions');
  }
}
