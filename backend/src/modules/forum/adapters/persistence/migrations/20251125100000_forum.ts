import { Migration } from '@mikro-orm/migrations';

/**
 * The forum. A question's answer and like counts are counters moved in the transaction that adds
 * (or removes) the row they count, under the question's row lock, so they stay exact under any
 * concurrency. `search` is the question's weighted text — title (A), content (B), then each answer
 * (C) appended as it is posted (answers are never edited) — behind a GIN index for
 * websearch_to_tsquery. Category counts are kept the same way as the question counters (the tiles
 * read four rows). Angler ids are not foreign keys: anglers belong to identity.
 */
export class Forum20251125100000 extends Migration {
  override up(): void {
    this.addSql(`
      create table forum_questions (
        id uuid primary key,
        asker_id uuid not null,
        category varchar(12) not null check (category in ('techniques', 'equipment', 'locations', 'general')),
        title varchar(200) not null check (length(btrim(title)) > 0),
        content varchar(2000) not null check (length(btrim(content)) > 0),
        created_at timestamptz not null,
        answer_count integer not null default 0 check (answer_count >= 0),
        like_count integer not null default 0 check (like_count >= 0),
        accepted_answer_id uuid null,
        search tsvector not null
      )`);
    this.addSql('create index forum_questions_recent_idx on forum_questions (created_at desc, id desc)');
    this.addSql('create index forum_questions_category_idx on forum_questions (category, created_at desc, id desc)');
    this.addSql('create index forum_questions_search_idx on forum_questions using gin (search)');
    this.addSql('create index forum_questions_asker_idx on forum_questions (asker_id)');

    this.addSql(`
      create table forum_answers (
        id uuid primary key,
        question_id uuid not null references forum_questions (id),
        author_id uuid not null,
        content varchar(2000) not null check (length(btrim(content)) > 0),
        created_at timestamptz not null
      )`);
    this.addSql('create index forum_answers_question_idx on forum_answers (question_id, created_at, id)');

    this.addSql(`
      create table forum_question_likes (
        question_id uuid not null references forum_questions (id),
        angler_id uuid not null,
        liked_at timestamptz not null,
        primary key (question_id, angler_id)
      )`);

    this.addSql(`
      create table forum_category_counts (
        category varchar(12) primary key,
        questions integer not null default 0 check (questions >= 0)
      )`);
    this.addSql(`insert into forum_category_counts (category) values ('techniques'), ('equipment'), ('locations'), ('general')`);
  }

  override down(): void {
    this.addSql('drop table forum_category_counts');
    this.addSql('drop table forum_question_likes');
    this.addSql('drop table forum_answers');
    this.addSql('drop table forum_questions');
  }
}
