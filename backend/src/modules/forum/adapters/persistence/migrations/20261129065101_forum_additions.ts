import { Migration } from '@mikro-orm/migrations';

/**
 * What may add to a search's matches, counted beside the forum's generation: a question asked, hidden
 * or shown again, or its search vector changed (an answer posted, hidden or shown again). Remembered search hits
 * (adapters/persistence/forum-search-hits.cache.ts) are used only while a read of the counter that
 * began after the request arrived shows it where it was before their walk, so a process finds what was
 * added at once, signal or none, and may keep its hits as long as nothing is added. Statement-level
 * triggers, so a bulk insert or update moves it once, not once a row; a statement that changed no row
 * may move it too, which only costs a first search.
 */
export class ForumAdditions20261129065101 extends Migration {
  override up(): void {
    this.addSql('alter table forum_generation add column additions bigint not null default 0');
    this.addSql(`
      create function forum_additions_move() returns trigger language plpgsql as $$
      begin
        update forum_generation set additions = additions + 1;
        return null;
      end $$`);
    this.addSql(`
      create trigger forum_questions_added_moves_additions after insert or update of search, hidden_at on forum_questions
      for each statement execute function forum_additions_move()`);
  }

  override down(): void {
    this.addSql('drop trigger forum_questions_added_moves_additions on forum_questions');
    this.addSql('drop function forum_additions_move()');
    this.addSql('alter table forum_generation drop column additions');
  }
}
