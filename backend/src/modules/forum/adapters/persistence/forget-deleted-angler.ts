import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { DomainEvent, EventReaction } from '../../../../platform/events/event-bus.ts';
import { AnglerDeleted } from '../../../identity/index.ts';
import { PeopleCopy } from '../../application/ports.ts';

/**
 * An angler deleted their account: the forum forgets them in this reaction's transaction, and every
 * figure they moved moves back — their likes leave others' questions' like counts, their answers leave
 * the answer counts (an accepted answer of theirs is no longer accepted), and their questions leave the
 * categories' counts, taking the answers and likes given to them along (nothing to hang them on); and
 * the forum's copy of their card goes.
 */
export class ForgetDeletedAnglerInForum implements EventReaction {
  readonly name = 'forum.forget-deleted-angler';
  readonly reactsTo = [AnglerDeleted.type];

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(PeopleCopy) private readonly people: PeopleCopy,
  ) {}

  async react(event: DomainEvent): Promise<void> {
    const angler = sql`${(event as AnglerDeleted).anglerId}::uuid`;
    // The questions they touched, locked in id order before any counter moves.
    await this.db.rows(sql`select id from forum_questions where id in (
        select question_id from forum_question_likes where angler_id = ${angler}
        union select question_id from forum_answers where author_id = ${angler}
        union select id from forum_questions where asker_id = ${angler})
      order by id for update`);
    await this.db.run(sql`with gone as (delete from forum_question_likes where angler_id = ${angler} returning question_id)
      update forum_questions q set like_count = q.like_count - g.n
      from (select question_id, count(*)::int as n from gone group by question_id) g where q.id = g.question_id`);
    await this.db.run(sql`update forum_questions set accepted_answer_id = null
      where accepted_answer_id in (select id from forum_answers where author_id = ${angler})`);
    // Hidden answers and questions had already left the counts when they were hidden.
    await this.db.run(sql`with gone as (delete from forum_answers where author_id = ${angler} returning question_id, hidden_at)
      update forum_questions q set answer_count = q.answer_count - g.n
      from (select question_id, count(*)::int as n from gone where hidden_at is null group by question_id) g where q.id = g.question_id`);
    await this.db.run(sql`update forum_category_counts c set questions = c.questions - x.n
      from (select category, count(*)::int as n from forum_questions where asker_id = ${angler} and hidden_at is null group by category) x
      where c.category = x.category`);
    const theirs = sql`select id from forum_questions where asker_id = ${angler}`;
    await this.db.run(sql`delete from forum_question_likes where question_id in (${theirs})`);
    await this.db.run(sql`delete from forum_answers where question_id in (${theirs})`);
    await this.db.run(sql`delete from forum_questions where asker_id = ${angler}`);
    await this.people.forget((event as AnglerDeleted).anglerId);
  }
}
