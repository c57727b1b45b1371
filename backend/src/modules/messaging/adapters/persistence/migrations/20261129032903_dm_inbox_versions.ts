import { Migration } from '@mikro-orm/migrations';

const BUMP = (changed: string) => `
      insert into dm_inbox_versions (angler_id, version)
      select c.angler_id, nextval('dm_inbox_version_seq') from (select distinct angler_id from ${changed}) c order by c.angler_id
      on conflict (angler_id) do update set version = excluded.version`;

/**
 * Each angler's inbox carries a version (`dm_inbox_versions`): a new number from one sequence whenever
 * any of their inbox rows is inserted, updated or deleted — a message sent or read, a message hidden or
 * shown again, the other angler's card changed, an angler forgotten — in the very statement, and so the
 * transaction, that changes the rows. The conversation list's page remembered by an app process is
 * sent again only while the angler's version is the one it was read at (the page statement reads the
 * version first, and the page only when it differs), so a change answered by any process is seen by
 * every later read in every process. Numbers never repeat (one sequence), so a version deleted and made
 * again cannot match a page remembered before. Versions are bumped per statement, in angler order, so
 * two writes bumping the same anglers lock their versions in the same order.
 */
export class DmInboxVersions20261129032903 extends Migration {
  override up(): void {
    this.addSql('create sequence dm_inbox_version_seq');
    this.addSql('create table dm_inbox_versions (angler_id uuid primary key, version bigint not null)');
    this.addSql(`create function dm_inbox_versions_new() returns trigger language plpgsql as $$
      begin ${BUMP('new_rows')}; return null; end $$`);
    this.addSql(`create function dm_inbox_versions_old() returns trigger language plpgsql as $$
      begin ${BUMP('old_rows')}; return null; end $$`);
    this.addSql(`create function dm_inbox_versions_both() returns trigger language plpgsql as $$
      begin ${BUMP('(select angler_id from old_rows union all select angler_id from new_rows) r')}; return null; end $$`);
    // Transition tables allow one event a trigger, hence one trigger each.
    this.addSql(`create trigger dm_inbox_versions_insert after insert on dm_inbox
      referencing new table as new_rows for each statement execute function dm_inbox_versions_new()`);
    this.addSql(`create trigger dm_inbox_versions_update after update on dm_inbox
      referencing old table as old_rows new table as new_rows for each statement execute function dm_inbox_versions_both()`);
    this.addSql(`create trigger dm_inbox_versions_delete after delete on dm_inbox
      referencing old table as old_rows for each statement execute function dm_inbox_versions_old()`);
    // Emptying the table by hand (no code does) leaves no row to bump: every angler gets a new version.
    this.addSql(`create function dm_inbox_versions_all() returns trigger language plpgsql as $$
      begin update dm_inbox_versions set version = nextval('dm_inbox_version_seq'); return null; end $$`);
    this.addSql(`create trigger dm_inbox_versions_truncate after truncate on dm_inbox
      for each statement execute function dm_inbox_versions_all()`);
    this.addSql(`insert into dm_inbox_versions (angler_id, version)
      select angler_id, nextval('dm_inbox_version_seq') from (select distinct angler_id from dm_inbox) a`);
  }

  override down(): void {
    this.addSql('drop trigger dm_inbox_versions_truncate on dm_inbox');
    this.addSql('drop trigger dm_inbox_versions_delete on dm_inbox');
    this.addSql('drop trigger dm_inbox_versions_update on dm_inbox');
    this.addSql('drop trigger dm_inbox_versions_insert on dm_inbox');
    this.addSql('drop function dm_inbox_versions_all()');
    this.addSql('drop function dm_inbox_versions_both()');
    this.addSql('drop function dm_inbox_versions_old()');
    this.addSql('drop function dm_inbox_versions_new()');
    this.addSql('drop table dm_inbox_versions');
    this.addSql('drop sequence dm_inbox_version_seq');
  }
}
