import { sql, type Query } from '../../../../platform/db/sql.ts';
import type { ForumCategory } from '../../domain/category.ts';
import type { SearchTerms } from '../../domain/question.ts';
import { PREFIX_WORDS } from '../../domain/question.ts';
import { answerSeenBy } from './visibility.sql.ts';

/**
 * How many of the newest matching questions a search ranks: 100. A first search's time is the walk
 * to them (one heap page or more a question walked); at a tenth of the bench's forum, 100 took a
 * median 1.0 ms and 573 buffers where 200 took 2.5 ms and 1,166 (bench/results/community-reads.md).
 */
export const SEARCH_CANDIDATES = 100;

/**
 * ts_rank_cd's weights, D C B A: a question's title (A) and body (B) rank it; its answers' words (C)
 * are matched but never ranked — a cover that needs an answer's word weighs 0 — so a match in the
 * title or body ranks above a match only in the answers, which then come newest first.
 */
const RANKED_WEIGHTS = sql.raw("'{0, 0, 0.4, 1.0}'::real[]");

/**
 * The typed search as a tsquery: finished words through websearch syntax, the word being typed as
 * the words it begins (`begun`: a tsquery of alternatives, see forum_search_words), or — when it
 * begins too many — as a prefix.
 */
export function tsquery(terms: SearchTerms, begun: string | null): Query<unknown> {
  const words = sql`websearch_to_tsquery('english', ${terms.words})`;
  if (!terms.prefix) return words;
  const prefix = begun === null ? sql`to_tsquery('english', ${`${terms.prefix}:*`})` : sql`${begun}::tsquery`;
  return terms.words ? sql`(${words} && ${prefix})` : prefix;
}

/**
 * The asker's card as the answer's JSON members (forum_anglers.card), carried on the question's row
 * (migration 20261129004511), else looked up in the copy by key (an asker the copy did not hold when
 * the question was written); null when the copy does not hold the asker.
 */
const CARD = sql`coalesce(q.asker_card, (select c.card from forum_anglers c where c.angler_id = q.asker_id)) as card`;

const inCategoryOf = (category: ForumCategory | undefined) => (category ? sql`and q.category = ${category}` : sql``);

/**
 * A text's first search (sql-question-search.ts's `#firstSearch`): the newest matches anyone may see,
 * ranked by their title and body (RANKED_WEIGHTS: a match only in the answers
 * ranks 0) as the walk reads them (their vectors are never copied out of it), the best `limit` with what moves of them, and the viewer's own hidden matches ranked alike.
 */
export const firstSearchSql = (query: Query<unknown>, category: ForumCategory | undefined, limit: number, viewerId: string) =>
  sql`with hits as materialized (
        select q.id, q.asker_id, q.category, q.title, q.preview, q.created_at, q.answer_count, q.like_count,
               q.accepted_answer_id, q.hidden_at, q.hidden_rule, q.asker_card, ts_rank_cd(${RANKED_WEIGHTS}, q.search, ${query}) as rank
        from forum_questions q
        where q.search @@ ${query} and q.hidden_at is null ${inCategoryOf(category)}
        order by q.created_at desc, q.id desc limit ${sql.lit(SEARCH_CANDIDATES)}),
      ranked as (
        (select q.* from hits q order by q.rank desc, q.created_at desc, q.id desc limit ${sql.lit(limit)})
        union all
        (select q.id, q.asker_id, q.category, q.title, q.preview, q.created_at, q.answer_count, q.like_count,
                q.accepted_answer_id, q.hidden_at, q.hidden_rule, q.asker_card, ts_rank_cd(${RANKED_WEIGHTS}, q.search, ${query}) as rank
         from forum_questions q
         where q.asker_id = ${viewerId}::uuid and q.hidden_at is not null and q.search @@ ${query} ${inCategoryOf(category)}
         order by rank desc, q.created_at desc, q.id desc limit ${sql.lit(limit)}))
      select q.id, q.asker_id, q.category, q.title, q.preview, q.created_at, q.answer_count, q.like_count, q.hidden_at, q.hidden_rule,
             (select a.id from forum_answers a where a.id = q.accepted_answer_id and ${answerSeenBy(viewerId)}) is not null as accepted,
             q.rank, ${CARD}
      from ranked q
      order by q.rank desc, q.created_at desc, q.id desc`;

/**
 * A remembered text's page (sql-question-search.ts's `#page`), run prepared: of the remembered
 * questions (`ids`, with their `ranks`) only what moves, tested again against the text; the viewer's
 * own hidden matches whole, ranked there.
 */
export const searchPageSql = (
  query: Query<unknown>,
  hits: { ids: readonly string[]; ranks: readonly number[] },
  category: ForumCategory | undefined,
  limit: number,
  viewerId: string,
) => {
  const ids = sql`${[...hits.ids]}::uuid[]`;
  return sql`with typed as materialized (select ${query} as query),
      found as materialized (
        select q.id, q.asker_id, q.created_at, q.answer_count, q.like_count, q.accepted_answer_id, q.hidden_at, q.hidden_rule, q.asker_card,
               q.search @@ (select t.query from typed t) as matches,
               case when q.hidden_at is not null then ts_rank_cd(${RANKED_WEIGHTS}, q.search, (select t.query from typed t)) end as own_rank,
               case when q.hidden_at is not null then q.category end as category,
               case when q.hidden_at is not null then q.title end as title,
               case when q.hidden_at is not null then q.preview end as preview
        from forum_questions q
        where ((q.id = any(${ids}) and q.hidden_at is null)
               or (q.asker_id = ${viewerId}::uuid and q.hidden_at is not null)) ${inCategoryOf(category)})
      select q.id, q.asker_id, q.answer_count, q.like_count, q.hidden_at, q.hidden_rule,
             (select a.id from forum_answers a where a.id = q.accepted_answer_id and ${answerSeenBy(viewerId)}) is not null as accepted,
             q.category, q.title, q.preview, case when q.hidden_at is not null then q.created_at end as created_at,
             ${CARD}
      from found q
      where q.matches
      order by coalesce((${[...hits.ranks]}::real[])[array_position(${ids}, q.id)], q.own_rank) desc,
               q.created_at desc, q.id desc limit ${sql.lit(limit)}`;
};

/**
 * The forum's words that begin as the typed prefix does once normalised as the search vectors are
 * (to_tsvector: stemmed, lower-case; none for a stop word) — up to one more than PREFIX_WORDS, so
 * the caller knows when there are too many. A range of the C-collated key.
 */
export const wordsBegunBySql = (prefix: string) =>
  sql<{ word: string }>`select w.word from (select lexeme from unnest(to_tsvector('english', ${prefix})) limit 1) typed
      cross join lateral (
        select word from forum_search_words
        where word >= typed.lexeme and word < typed.lexeme || chr(1114111)
        order by word limit ${sql.lit(PREFIX_WORDS + 1)}) w`;
