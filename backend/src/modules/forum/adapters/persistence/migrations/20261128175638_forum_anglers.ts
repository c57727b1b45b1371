import { Migration } from '@mikro-orm/migrations';

/**
 * The forum's own copy of anglers' cards (name and picture, as others see them), kept from identity's
 * AnglerCardChanged events: a question list reads its questions and their askers in one statement,
 * without reading identity's tables. At birth it is filled once from identity's `users` as they are at
 * that moment, a hidden profile nameless — the one place the forum reads them, in a frozen migration
 * (listed as such in test/table-owners.test.ts); from then on only events change it, and an angler
 * still missing is asked of identity once, then kept (application/people.ts).
 */
export class ForumAnglers20261128175638 extends Migration {
  override up(): void {
    this.addSql(`
      create table forum_anglers (
        angler_id uuid primary key,
        display_name text null,
        first_name text null,
        last_name text null,
        profile_image_url text null
      )`);
    this.addSql(`
      insert into forum_anglers (angler_id, display_name, first_name, last_name, profile_image_url)
      select id, case when hidden_at is null then display_name end, case when hidden_at is null then first_name end,
             case when hidden_at is null then last_name end, case when hidden_at is null then profile_image_url end
      from users`);
  }

  override down(): void {
    this.addSql('drop table forum_anglers');
  }
}
