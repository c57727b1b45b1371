import { inject } from 'inversify';
import { hiddenMarkOf, type QuestionSummary } from '@tightlines/contracts';
import { precompiled, sql, SqlToken, type Query, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import { FORUM_CATEGORIES, type ForumCategory } from '../../domain/category.ts';
import type { HiddenState } from '../../domain/visibility.ts';
import type { AnswerRecord, LikeToggled, QuestionRecord, QuestionRepository, SerializedQuestion } from '../../application/ports.ts';
import { answerSeenBy, hiddenOf, questionSeenBy } from './visibility.sql.ts';
import { ForumListPages } from './forum-list-pages.ts';

/** What a question and a list's row of it share. */
const QUESTION = {
  id: col.text(),
  askerId: col.text(),
  category: col.text<ForumCategory>(),
  title: col.text(),
  createdAt: col.time(),
  answerCount: col.number(),
  likeCount: col.number(),
  acceptedAnswerId: col.text().nullable(),
};
const QuestionColumns = rowOf({ ...QUESTION, content: col.text() });
const Question = { read: (row: unknown): QuestionRecord => ({ ...QuestionColumns.read(row), hidden: hiddenOf(row) }) };
const AnswerColumns = rowOf({ id: col.text(), questionId: col.text(), authorId: col.text(), content: col.text(), createdAt: col.time() });
const Answer = { read: (row: unknown): AnswerRecord => ({ ...AnswerColumns.read(row), hidden: hiddenOf(row) }) };
const ANSWER = sql`a.id, a.question_id, a.author_id, a.content, a.created_at, a.hidden_at, a.hidden_rule`;
const QUESTION_COLUMNS = sql`q.id, q.asker_id, q.category, q.title, q.content, q.created_at, q.answer_count, q.like_count,
  q.accepted_answer_id, q.hidden_at, q.hidden_rule`;

/**
 * The newest questions the viewer sees (in a category), each as the API's QuestionSummary JSON
 * concatenated from text kept on the rows (migrations 20261129000508_forum_list_entries and
 * 20261129004511_forum_question_asker_card: the question's entry and its asker's card, carried on the
 * question's row) and the few figures that change with likes, answers and moderation, so neither
 * PostgreSQL nor the app builds fifty objects per request, and the page is one index walk. A question
 * carrying no card (its asker not in the forum's copy when it was written) looks in the copy by key.
 * The accepted answer counts only when the viewer sees it; the hidden mark (only on the viewer's own
 * hidden questions) is the one part left to the app: its rule's title is the guidelines' text.
 * Compiled once per shape; each call only binds the viewer and the category.
 */
export const listedPage = precompiled(
  (shape: { inCategory: boolean; limit: number }) => `${shape.inCategory}:${shape.limit}`,
  (shape, v: { viewerId: string; category: ForumCategory | undefined }) =>
    sql`select case when p.card is null then p.asker_id end as uncarded,
          '{' || p.entry || ',' || coalesce(p.card, '"userDisplayName":null,"userProfileImage":null')
            || ',"answerCount":' || p.answer_count || ',"likeCount":' || p.like_count
            || ',"hasAcceptedAnswer":' || p.accepted || ',"hidden":null}' as json,
          p.hidden_at, p.hidden_rule
        from (
          select q.id, q.created_at, q.asker_id, q.entry, q.answer_count, q.like_count, q.hidden_at, q.hidden_rule,
                 coalesce(q.asker_card, (select c.card from forum_anglers c where c.angler_id = q.asker_id)) as card,
                 (q.accepted_answer_id is not null
                  and (select true from forum_answers a where a.id = q.accepted_answer_id and ${answerSeenBy(v.viewerId)}) is not null) as accepted
          from forum_questions q
          where ${questionSeenBy(v.viewerId)} ${shape.inCategory ? sql`and q.category = ${v.category}` : sql``}
          order by q.created_at desc, q.id desc limit ${sql.lit(shape.limit)}) p
        order by p.created_at desc, p.id desc`,
);
const ListedEntry = rowOf({
  uncarded: col.text().nullable(),
  json: col.text(),
  hiddenAt: col.time().nullable(),
  hiddenRule: col.text().nullable(),
});

/** A question's search text again from its title, content and the answers not hidden (answers in the order posted). */
const SEARCH_TEXT = sql`setweight(to_tsvector('english', q.title), 'A') || setweight(to_tsvector('english', q.content), 'B')
  || coalesce((select setweight(to_tsvector('english', string_agg(a.content, ' ' order by a.created_at, a.id)), 'C')
               from forum_answers a where a.question_id = q.id and a.hidden_at is null), ''::tsvector)`;

/** The words of a text, each once, in order (so concurrent writers take new words' locks in one order). */
const wordsOf = (vector: Query<unknown>) => sql`insert into forum_search_words (word)
  select distinct w.lexeme from unnest(${vector}) w order by 1 on conflict do nothing`;

/** Questions, answers and likes in SQL (one style: platform/db/sql.ts). */
export class SqlQuestionRepository implements QuestionRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(ForumListPages) private readonly pages: ForumListPages,
  ) {}

  async add(q: QuestionRecord): Promise<void> {
    await this.db.run(sql`with question as (
        insert into forum_questions (id, asker_id, category, title, content, created_at, search)
        values (${q.id}::uuid, ${q.askerId}::uuid, ${q.category}, ${q.title}, ${q.content}, ${q.createdAt},
                setweight(to_tsvector('english', ${q.title}), 'A') || setweight(to_tsvector('english', ${q.content}), 'B'))
        returning search)
      ${wordsOf(sql`(select search from question)`)}`);
    await this.db.run(sql`update forum_category_counts set questions = questions + 1 where category = ${q.category}`);
    this.pages.added();
  }

  async byId(id: string): Promise<QuestionRecord | null> {
    const [row] = await this.db.rows(sql`select ${QUESTION_COLUMNS} from forum_questions q where q.id = ${id}::uuid`);
    return row ? Question.read(row) : null;
  }

  async questionsByIds(ids: readonly string[]): Promise<QuestionRecord[]> {
    const rows = await this.db.rows(sql`select ${QUESTION_COLUMNS} from forum_questions q where q.id = any(${[...ids]}::uuid[])`);
    return rows.map(Question.read);
  }

  async answersOf(questionId: string, viewerId: string): Promise<AnswerRecord[]> {
    const rows = await this.db.prepared(
      'forum.answers',
      sql`select ${ANSWER} from forum_answers a where a.question_id = ${questionId}::uuid and ${answerSeenBy(viewerId)}
          order by a.created_at, a.id`,
    );
    return rows.map(Answer.read);
  }

  async answerOf(questionId: string, answerId: string): Promise<AnswerRecord | null> {
    const [r] = await this.db.rows(
      sql`select ${ANSWER} from forum_answers a where a.id = ${answerId}::uuid and a.question_id = ${questionId}::uuid`,
    );
    return r ? Answer.read(r) : null;
  }

  async thread(questionId: string): Promise<AnswerRecord[]> {
    const rows = await this.db.rows(
      sql`select ${ANSWER} from forum_answers a where a.question_id = ${questionId}::uuid order by a.created_at, a.id`,
    );
    return rows.map(Answer.read);
  }

  async answerById(answerId: string): Promise<AnswerRecord | null> {
    const [r] = await this.db.rows(sql`select ${ANSWER} from forum_answers a where a.id = ${answerId}::uuid`);
    return r ? Answer.read(r) : null;
  }

  async answersByIds(ids: readonly string[]): Promise<AnswerRecord[]> {
    const rows = await this.db.rows(sql`select ${ANSWER} from forum_answers a where a.id = any(${[...ids]}::uuid[])`);
    return rows.map(Answer.read);
  }

  /** Everyone's page from memory while it holds (ForumListPages), else read for the viewer. */
  listed(category: ForumCategory | undefined, limit: number, viewerId: string): Promise<readonly SerializedQuestion[]> {
    return this.pages.page(category, limit, viewerId, (readerId) => this.#listed(category, limit, readerId));
  }

  async #listed(category: ForumCategory | undefined, limit: number, viewerId: string): Promise<SerializedQuestion[]> {
    const rows = await this.db.prepared('forum.listed', listedPage({ inCategory: category !== undefined, limit }, { viewerId, category }));
    return rows.map((row) => {
      const { uncarded, json, hiddenAt, hiddenRule } = ListedEntry.read(row);
      if (!hiddenAt) return { uncarded, json };
      const summary = JSON.parse(json) as QuestionSummary;
      summary.hidden = hiddenMarkOf({ ruleId: hiddenRule, at: hiddenAt });
      return { uncarded, json: JSON.stringify(summary) };
    });
  }

  async categoryCounts(): Promise<Record<ForumCategory, number>> {
    const rows = await this.db.prepared<{ category: ForumCategory; questions: number }>(
      'forum.category-counts',
      sql`select category, questions from forum_category_counts`,
    );
    const counts = Object.fromEntries(FORUM_CATEGORIES.map((c) => [c, 0])) as Record<ForumCategory, number>;
    for (const r of rows) counts[r.category] = r.questions;
    return counts;
  }

  async addAnswer(a: AnswerRecord): Promise<{ askerId: string } | null> {
    // The question's row lock (taken by the update) orders answers and their counts, and hiding with them.
    const [question] = await this.db.rows<{ asker_id: string }>(sql`update forum_questions q
      set answer_count = q.answer_count + 1, search = q.search || setweight(to_tsvector('english', ${a.content}), 'C')
      where q.id = ${a.questionId}::uuid and ${questionSeenBy(a.authorId)} returning q.asker_id`);
    if (!question) return null;
    await this.db.run(wordsOf(sql`to_tsvector('english', ${a.content})`));
    await this.db.run(sql`insert into forum_answers (id, question_id, author_id, content, created_at)
      values (${a.id}::uuid, ${a.questionId}::uuid, ${a.authorId}::uuid, ${a.content}, ${a.createdAt})`);
    this.pages.added();
    return { askerId: question.asker_id };
  }

  async toggleLike(questionId: string, anglerId: string, at: Date): Promise<LikeToggled | null> {
    const [removed] = await this.db.rows<{ like_count: number; asker_id: string }>(sql`
      with removed as (delete from forum_question_likes where question_id = ${questionId}::uuid and angler_id = ${anglerId}::uuid returning question_id)
      update forum_questions set like_count = like_count - 1 where id in (select question_id from removed) returning like_count, asker_id`);
    if (removed) {
      this.pages.added();
      return { liked: false, likeCount: removed.like_count, added: false, askerId: removed.asker_id };
    }
    const [added] = await this.db.rows<{ like_count: number; asker_id: string }>(sql`
      with added as (insert into forum_question_likes (question_id, angler_id, liked_at)
                     select id, ${anglerId}::uuid, ${at} from forum_questions where id = ${questionId}::uuid
                     on conflict do nothing returning question_id)
      update forum_questions set like_count = like_count + 1 where id in (select question_id from added) returning like_count, asker_id`);
    if (added) {
      this.pages.added();
      return { liked: true, likeCount: added.like_count, added: true, askerId: added.asker_id };
    }
    // A twin of this call (a double tap) liked it a moment ago; or there is no such question.
    const question = await this.byId(questionId);
    return question ? { liked: true, likeCount: question.likeCount, added: false, askerId: question.askerId } : null;
  }

  async likes(questionId: string, anglerId: string): Promise<boolean> {
    const rows = await this.db.prepared<{ one: number }>(
      'forum.liked',
      sql`select 1 as one from forum_question_likes where question_id = ${questionId}::uuid and angler_id = ${anglerId}::uuid`,
    );
    return rows.length > 0;
  }

  async accept(questionId: string, answerId: string): Promise<void> {
    await this.db.run(sql`update forum_questions set accepted_answer_id = ${answerId}::uuid where id = ${questionId}::uuid`);
    this.pages.added();
  }

  async setQuestionHidden(questionId: string, hidden: HiddenState | null): Promise<boolean> {
    const [before] = await this.db.rows<{ was_hidden: boolean; category: ForumCategory }>(
      sql`select hidden_at is not null as was_hidden, category from forum_questions where id = ${questionId}::uuid for update`,
    );
    if (!before) return false;
    await this.db.run(sql`update forum_questions set hidden_at = ${hidden?.at ?? null}, hidden_rule = ${hidden?.ruleId ?? null}
      where id = ${questionId}::uuid`);
    if (before.was_hidden !== (hidden !== null)) {
      await this.db.run(
        sql`update forum_category_counts set questions = questions + ${hidden ? -1 : 1} where category = ${before.category}`,
      );
    }
    return true;
  }

  async setAnswerHidden(answerId: string, hidden: HiddenState | null): Promise<boolean> {
    // The question's row lock first, as answering takes it: the count and the search text move under it.
    const [question] = await this.db.rows<{ id: string }>(
      sql`select id from forum_questions where id = (select question_id from forum_answers where id = ${answerId}::uuid) for update`,
    );
    if (!question) return false;
    const [before] = await this.db.rows<{ was_hidden: boolean }>(
      sql`select hidden_at is not null as was_hidden from forum_answers where id = ${answerId}::uuid`,
    );
    await this.db.run(sql`update forum_answers set hidden_at = ${hidden?.at ?? null}, hidden_rule = ${hidden?.ruleId ?? null}
      where id = ${answerId}::uuid`);
    if (before!.was_hidden !== (hidden !== null)) {
      await this.db.run(sql`update forum_questions q set answer_count = q.answer_count + ${hidden ? -1 : 1}, search = ${SEARCH_TEXT}
        where q.id = ${question.id}::uuid`);
    }
    return true;
  }
}
