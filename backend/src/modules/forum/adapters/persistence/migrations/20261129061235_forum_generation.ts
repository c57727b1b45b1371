import { Migration } from '@mikro-orm/migrations';

/**
 * The forum's generation: a counter that moves in the very transaction of every change that takes
 * something away from a reader of the forum — a question or an answer hidden, shown again or deleted,
 * an angler's card changed or forgotten (a rename, a profile hidden, an account deleted) — so a
 * process may answer a search from memory once a read of the counter that began after the request
 * arrived shows it where it was when the answer was read (adapters/persistence/forum-generation.ts).
 * Triggers move it, so no write path can forget to. What only adds (a question asked, an answer, a
 * like, an accepted answer) leaves it alone: those may lag, within a remembered page's lifetime.
 * Also: partial indexes of who has something hidden, the one thing that makes a viewer's search
 * their own (they see their hidden questions, and their hidden accepted answers, marked).
 */
export class ForumGeneration20261129061235 extends Migration {
  override up(): void {
    this.addSql('create table forum_generation (generation bigint not null)');
    this.addSql('insert into forum_generation (generation) values (0)');
    this.addSql(`
      create function forum_generation_moves() returns trigger language plpgsql as $$
      begin
        update forum_generation set generation = generation + 1;
        return null;
      end $$`);
    // A statement that deleted nothing (an account deleted with nothing in the forum) does not move it.
    this.addSql(`
      create function forum_generation_moves_if_gone() returns trigger language plpgsql as $$
      begin
        if exists (select from gone) then
          update forum_generation set generation = generation + 1;
        end if;
        return null;
      end $$`);
    for (const table of ['forum_questions', 'forum_answers']) {
      this.addSql(`
        create trigger ${table}_hidden_moves_generation after update of hidden_at on ${table}
        for each row when (old.hidden_at is distinct from new.hidden_at) execute function forum_generation_moves()`);
      this.addSql(`
        create trigger ${table}_deleted_moves_generation after delete on ${table}
        referencing old table as gone for each statement execute function forum_generation_moves_if_gone()`);
    }
    this.addSql(`
      create trigger forum_anglers_card_moves_generation after update on forum_anglers
      for each row when (old.card is distinct from new.card) execute function forum_generation_moves()`);
    this.addSql(`
      create trigger forum_anglers_deleted_moves_generation after delete on forum_anglers
      referencing old table as gone for each statement execute function forum_generation_moves_if_gone()`);
    this.addSql('create index forum_questions_hidden_askers on forum_questions (asker_id) where hidden_at is not null');
    this.addSql('create index forum_answers_hidden_authors on forum_answers (author_id) where hidden_at is not null');
  }

  override down(): void {
    this.addSql('drop index forum_answers_hidden_authors');
    this.addSql('drop index forum_questions_hidden_askers');
    this.addSql('drop trigger forum_anglers_deleted_moves_generation on forum_anglers');
    this.addSql('drop trigger forum_anglers_card_moves_generation on forum_anglers');
    for (const table of ['forum_questions', 'forum_answers']) {
      this.addSql(`drop trigger ${table}_deleted_moves_generation on ${table}`);
      this.addSql(`drop trigger ${table}_hidden_moves_generation on ${table}`);
    }
    this.addSql('drop function forum_generation_moves_if_gone()');
    this.addSql('drop function forum_generation_moves()');
    this.addSql('drop table forum_generation');
  }
}
