import { inject } from 'inversify';
import { LRUCache } from 'lru-cache';
import { sql, SqlToken, type Query, type Sql } from '../../../../platform/db/sql.ts';
import { CardCopy } from '../../../../platform/db/card-copy.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { ForumCategory } from '../../domain/category.ts';
import { anyOfWords, PREFIX_WORDS, type SearchTerms } from '../../domain/question.ts';
import type { QuestionFace, QuestionSearch, SearchHit } from '../../application/search-questions.ts';
import { answerSeenBy, hiddenOf } from './visibility.sql.ts';
import { ForumSearchHits } from './forum-search-hits.cache.ts';

/**
 * The typed search as a tsquery: finished words through websearch syntax, the word being typed as
 * the words it begins (`begun`: a tsquery of alternatives, see forum_search_words), or — when it
 * begins too many — as a prefix.
 */
function tsquery(terms: SearchTerms, begun: string | null): Query<unknown> {
  const words = sql`websearch_to_tsquery('english', ${terms.words})`;
  if (!terms.prefix) return words;
  const prefix = begun === null ? sql`to_tsquery('english', ${`${terms.prefix}:*`})` : sql`${begun}::tsquery`;
  return terms.words ? sql`(${words} && ${prefix})` : prefix;
}

/** A search's best-ranked questions anyone may see, best first: what never changes of each, and its rank (ts_rank_cd's real). */
interface Hits {
  ids: readonly string[];
  faces: readonly QuestionFace[];
  ranks: readonly number[];
}

/** How many of the newest matching questions a search ranks. */
const SEARCH_CANDIDATES = 200;

const FACE = {
  id: col.text(),
  askerId: col.text(),
  category: col.text<ForumCategory>(),
  title: col.text(),
  preview: col.text(),
  createdAt: col.time(),
};
const Found = rowOf({ ...FACE, rank: col.number() });
/** A page's row: the remembered ones bring only what moves; the viewer's own hidden ones their face too. */
const Moving = rowOf({ id: col.text(), answerCount: col.number(), likeCount: col.number(), accepted: col.bool() });
const OwnHidden = rowOf(FACE);

/**
 * Forum search (spec §9): ranked among the newest matches, read fresh for the viewer in one statement.
 *
 * Ranked among the newest matches: the 200 newest questions that match (in their category), best
 * ranked first. Ranking every match costs what the matches cost: a common word ("bass") matches
 * tens of thousands of questions, each with its answers' text to rank (0.7 s at 10⁵ questions).
 * That step is planned for each text, not prepared: the tsquery is a constant the planner can weigh,
 * so a rare word is found through the GIN index and a common one by walking the newest questions
 * until 200 match. The word being typed is first turned into the words it begins, so the planner
 * weighs real words, not a prefix it cannot estimate. The candidates are ranked on the search vectors
 * their walk already read. Both steps' answers are remembered per text (ForumSearchHits): the ids,
 * their ranks, and each question's face — its title, preview, category, asker and time, which no
 * write changes (a question is never edited), shared by every search that found it (`#faces`). The
 * first search of a text reads its page in the step's own statement (`#firstSearch`).
 *
 * Every later search reads its rows fresh in one prepared statement (`#page`): of the remembered ones
 * only what moves — whether each is still seen (hidden, deleted), still matches, its counts, its
 * accepted answer as the viewer sees it and its asker's card from the forum's copy — and the viewer's
 * own hidden questions that match, whole and ranked there. Nothing of a remembered question's text is
 * read or sent again. They are tested against the text inside the materialized CTE (`matches`): a
 * generic plan cannot weigh the text and would AND in the GIN index's bitmap of every match ("bass":
 * 5,369 at a tenth of the data set) to find the 50 rows it already has by key; and the vector is tested
 * where it lies, never copied out. The text becomes a tsquery once (`typed`): in a generic plan the
 * parameter is no constant to fold. A remembered question keeps the rank the step gave it (whatever
 * changes a question's search vector forgets the remembered searches).
 */
export class SqlQuestionSearch implements QuestionSearch {
  /** Faces by id, so searches that found the same question hold one copy of its texts. */
  readonly #faces = new LRUCache<string, QuestionFace>({ max: 50_000 });

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(ForumSearchHits) private readonly hits: ForumSearchHits,
  ) {}

  async search(terms: SearchTerms, category: ForumCategory | undefined, limit: number, viewerId: string): Promise<SearchHit[]> {
    let begun: string | null = null;
    if (terms.prefix) {
      const words = await this.#wordsBegunBy(terms.prefix);
      if (words.length === 0 && !terms.words) return []; // a word no question holds, or a stop word
      if (words.length <= PREFIX_WORDS) begun = anyOfWords(words);
      if (words.length === 0) terms = { words: terms.words, prefix: null };
    }
    const query = tsquery(terms, begun);
    const inCategory = category ? sql`and q.category = ${category}` : sql``;
    const key = `hits\n${category ?? ''}\n${terms.words}\n${terms.prefix ?? ''}\n${begun ?? ''}`;
    let firstPage: SearchHit[] | undefined;
    const hits = await this.hits.remembered<Hits>(key, async () => {
      const first = await this.#firstSearch(query, inCategory, limit, viewerId);
      firstPage = first.page;
      return first.hits;
    });
    return firstPage ?? this.#page(query, hits, inCategory, limit, viewerId);
  }

  /**
   * A text no process remembers: the step and this viewer's page in one statement. The step's ranked
   * questions (what anyone may see) bring what moves of them too, read in the same walk, and the
   * viewer's own hidden matches join them; the remembered hits are the step's alone.
   */
  async #firstSearch(query: Query<unknown>, inCategory: Query<unknown>, limit: number, viewerId: string) {
    const rows = await this.db.rows(
      sql`with hits as materialized (
            select q.id, q.asker_id, q.category, q.title, q.preview, q.created_at, q.answer_count, q.like_count,
                   q.accepted_answer_id, q.hidden_at, q.hidden_rule, q.search
            from forum_questions q
            where q.search @@ ${query} and q.hidden_at is null ${inCategory}
            order by q.created_at desc, q.id desc limit ${sql.lit(SEARCH_CANDIDATES)}),
          ranked as (
            (select q.*, ts_rank_cd(q.search, ${query}) as rank from hits q order by rank desc, q.created_at desc, q.id desc limit ${sql.lit(limit)})
            union all
            (select q.id, q.asker_id, q.category, q.title, q.preview, q.created_at, q.answer_count, q.like_count,
                    q.accepted_answer_id, q.hidden_at, q.hidden_rule, q.search, ts_rank_cd(q.search, ${query}) as rank
             from forum_questions q
             where q.asker_id = ${viewerId}::uuid and q.hidden_at is not null and q.search @@ ${query} ${inCategory}
             order by rank desc, q.created_at desc, q.id desc limit ${sql.lit(limit)}))
          select q.id, q.asker_id, q.category, q.title, q.preview, q.created_at, q.answer_count, q.like_count, q.hidden_at, q.hidden_rule,
                 (select a.id from forum_answers a where a.id = q.accepted_answer_id and ${answerSeenBy(viewerId)}) is not null as accepted,
                 q.rank, ${CardCopy.columns('c')}
          from ranked q left join forum_anglers c on c.angler_id = q.asker_id
          order by q.rank desc, q.created_at desc, q.id desc`,
    );
    const ids: string[] = [];
    const faces: QuestionFace[] = [];
    const ranks: number[] = [];
    const page = rows.map((row) => {
      if (hiddenOf(row)) return this.#hitOf(row, OwnHidden.read(row));
      const found = Found.read(row);
      const face = this.#face(found);
      ids.push(found.id);
      ranks.push(found.rank);
      faces.push(face);
      return this.#hitOf(row, face);
    });
    return { hits: { ids, faces, ranks }, page: page.slice(0, limit) };
  }

  /** A remembered text's page, read fresh for the viewer (the class's comment). */
  async #page(query: Query<unknown>, hits: Hits, inCategory: Query<unknown>, limit: number, viewerId: string): Promise<SearchHit[]> {
    const ids = sql`${[...hits.ids]}::uuid[]`;
    const rows = await this.db.prepared(
      'forum.search-page',
      sql`with typed as materialized (select ${query} as query),
          found as materialized (
            select q.id, q.asker_id, q.created_at, q.answer_count, q.like_count, q.accepted_answer_id, q.hidden_at, q.hidden_rule,
                   q.search @@ (select t.query from typed t) as matches,
                   case when q.hidden_at is not null then ts_rank_cd(q.search, (select t.query from typed t)) end as own_rank,
                   case when q.hidden_at is not null then q.category end as category,
                   case when q.hidden_at is not null then q.title end as title,
                   case when q.hidden_at is not null then q.preview end as preview
            from forum_questions q
            where ((q.id = any(${ids}) and q.hidden_at is null)
                   or (q.asker_id = ${viewerId}::uuid and q.hidden_at is not null)) ${inCategory})
          select q.id, q.asker_id, q.answer_count, q.like_count, q.hidden_at, q.hidden_rule,
                 (select a.id from forum_answers a where a.id = q.accepted_answer_id and ${answerSeenBy(viewerId)}) is not null as accepted,
                 q.category, q.title, q.preview, case when q.hidden_at is not null then q.created_at end as created_at,
                 ${CardCopy.columns('c')}
          from found q left join forum_anglers c on c.angler_id = q.asker_id
          where q.matches
          order by coalesce((${[...hits.ranks]}::real[])[array_position(${ids}, q.id)], q.own_rank) desc,
                   q.created_at desc, q.id desc limit ${sql.lit(limit)}`,
    );
    const remembered = new Map(hits.faces.map((face) => [face.id, face]));
    return rows.map((row) => {
      const face = hiddenOf(row) ? undefined : remembered.get((row as { id: string }).id);
      return this.#hitOf(row, face ?? OwnHidden.read(row));
    });
  }

  /** A page's row as the viewer sees it, of the question whose face it is. */
  #hitOf(row: unknown, face: QuestionFace): SearchHit {
    const moving = Moving.read(row);
    const hit: SearchHit = {
      face,
      answerCount: moving.answerCount,
      likeCount: moving.likeCount,
      hasAcceptedAnswer: moving.accepted,
      hidden: hiddenOf(row),
    };
    const askerCard = CardCopy.cardOf(row);
    if (askerCard) hit.askerCard = askerCard;
    return hit;
  }

  /** The face the other searches hold of this question, else this one (which they will then share). */
  #face(found: QuestionFace): QuestionFace {
    const known = this.#faces.get(found.id);
    if (known) return known;
    const face: QuestionFace = {
      id: found.id,
      askerId: found.askerId,
      category: found.category,
      title: found.title,
      preview: found.preview,
      createdAt: found.createdAt,
    };
    this.#faces.set(face.id, face);
    return face;
  }

  /**
   * The forum's words that begin as the typed prefix does once normalised as the search vectors are
   * (to_tsvector: stemmed, lower-case; none for a stop word) — up to one more than PREFIX_WORDS, so
   * the caller knows when there are too many. A range of the C-collated key; remembered with the
   * searches (a new word comes only with a question or an answer, which forgets them).
   */
  async #wordsBegunBy(prefix: string): Promise<readonly string[]> {
    return this.hits.remembered(`words\n${prefix}`, async () => {
      const rows = await this.db.prepared<{ word: string }>(
        'forum.words-begun-by',
        sql`select w.word from (select lexeme from unnest(to_tsvector('english', ${prefix})) limit 1) typed
            cross join lateral (
              select word from forum_search_words
              where word >= typed.lexeme and word < typed.lexeme || chr(1114111)
              order by word limit ${sql.lit(PREFIX_WORDS + 1)}) w`,
      );
      return rows.map((r) => r.word);
    });
  }
}
