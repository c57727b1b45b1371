import { inject } from 'inversify';
import { LRUCache } from 'lru-cache';
import { SqlToken, type Query, type Sql } from '../../../../platform/db/sql.ts';
import { col, rowOf } from '../../../../platform/db/row.ts';
import type { ForumCategory } from '../../domain/category.ts';
import { anyOfWords, PREFIX_WORDS, type SearchTerms } from '../../domain/question.ts';
import { firstSearchSql, searchPageSql, tsquery, wordsBegunBySql } from './question-search.sql.ts';
import type { QuestionFace, QuestionSearch, SearchHit } from '../../application/search-questions.ts';
import { hiddenOf } from './visibility.sql.ts';
import { ForumSearchHits } from './forum-search-hits.cache.ts';
import { ForumGeneration } from './forum-generation.ts';

/** A search's best-ranked questions anyone may see, best first: what never changes of each, and its rank (ts_rank_cd's real). */
interface Hits {
  ids: readonly string[];
  faces: readonly QuestionFace[];
  ranks: readonly number[];
}

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
const Moving = rowOf({
  id: col.text(),
  answerCount: col.number(),
  likeCount: col.number(),
  accepted: col.bool(),
  card: col.text().nullable(),
});
const OwnHidden = rowOf(FACE);

/**
 * How long a page read for everyone is answered from memory: what only adds — counts, an accepted answer
 * — may lag by this much; what takes away never does (ForumGeneration).
 */
export const REMEMBERED_PAGE_MS = 5_000;
/** Who a page read for everyone is read as: an id no angler has, so nothing hidden is its own. */
const EVERYONE = '00000000-0000-0000-0000-000000000000';

/** A remembered text's page as anyone without anything hidden sees it: read under `generation`, at `at`. */
interface SharedPage {
  generation: number;
  at: number;
  page: SearchHit[];
}

/**
 * Forum search (spec §9): ranked among the newest matches, read for the viewer in one statement or from memory.
 *
 * Ranked among the newest matches: the 100 newest questions that match (in their category), best
 * ranked first. Ranking every match costs what the matches cost: a common word ("bass") matches
 * tens of thousands of questions (0.7 s at 10⁵ questions when the answers' text was ranked too).
 * A question ranks by its title and body alone (RANKED_WEIGHTS): a match there ranks above a match only
 * in its answers, which rank 0 and come newest first; the answers' words are matched, never ranked.
 * That step is planned for each text, not prepared: the tsquery is a constant the planner can weigh,
 * so a rare word is found through the GIN index and a common one by walking the newest questions
 * until 100 match. The word being typed is first turned into the words it begins, so the planner
 * weighs real words, not a prefix it cannot estimate. Both steps' answers are remembered per text (ForumSearchHits): the ids,
 * their ranks, and each question's face — its title, preview, category, asker and time, which no
 * write changes (a question is never edited), shared by every search that found it (`#faces`). The
 * first search of a text reads its page in the step's own statement (`#firstSearch`).
 *
 * A later search of a viewer with nothing hidden is answered from memory: the page as everyone without
 * anything hidden sees it, kept per remembered text for REMEMBERED_PAGE_MS and only while the forum's
 * generation reads as it did when the page was read (ForumGeneration: whatever takes something away
 * moves it). Otherwise — the kept page too old, the generation moved, a viewer with something hidden —
 * the page is read fresh in one prepared statement (`#page`): of the remembered ones
 * only what moves — whether each is still seen (hidden, deleted), still matches, its counts, its
 * accepted answer as the viewer sees it and its asker's card (carried on its row) — and the viewer's
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
  /**
   * Each remembered text's shared page, by its hits, in the order they were read: kept only while it may
   * be answered (REMEMBERED_PAGE_MS), so what a page holds (its rows, its JSON and bytes: search.response.ts)
   * goes with it, and only the texts searched in the last few seconds hold one.
   */
  readonly #pages = new Map<Hits, SharedPage>();

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(ForumSearchHits) private readonly hits: ForumSearchHits,
    @inject(ForumGeneration) private readonly generation: ForumGeneration,
  ) {
    generation.onMoved(() => this.#pages.clear());
  }

  async search(terms: SearchTerms, category: ForumCategory | undefined, limit: number, viewerId: string): Promise<SearchHit[]> {
    // First: what is remembered holds only against a read of the generation begun after the call arrived.
    const generation = await this.generation.now();
    let begun: string | null = null;
    if (terms.prefix) {
      const words = await this.#wordsBegunBy(terms.prefix);
      if (words.length === 0 && !terms.words) return []; // a word no question holds, or a stop word
      if (words.length <= PREFIX_WORDS) begun = anyOfWords(words);
      if (words.length === 0) terms = { words: terms.words, prefix: null };
    }
    const query = tsquery(terms, begun);
    const key = `hits\n${category ?? ''}\n${terms.words}\n${terms.prefix ?? ''}\n${begun ?? ''}`;
    // A viewer with nothing hidden sees what everyone without anything hidden sees: one page shared.
    const reader = (await this.generation.hasHidden(viewerId, generation)) ? viewerId : EVERYONE;
    let firstPage: SearchHit[] | undefined;
    const hits = await this.hits.remembered<Hits>(key, async () => {
      const first = await this.#firstSearch(query, category, limit, reader);
      firstPage = first.page;
      return first.hits;
    });
    const known = this.#pages.get(hits);
    if (!firstPage && reader === EVERYONE && known?.generation === generation && Date.now() - known.at < REMEMBERED_PAGE_MS) {
      return known.page;
    }
    const at = Date.now();
    const page = firstPage ?? (await this.#page(query, hits, category, limit, reader));
    if (reader === EVERYONE) this.#share(hits, { generation, at, page });
    return page;
  }

  /** Keeps a text's page for everyone, last in the order of reading, and lets go of those too old to answer with. */
  #share(hits: Hits, shared: SharedPage): void {
    this.#pages.delete(hits);
    this.#pages.set(hits, shared);
    for (const [old, kept] of this.#pages) {
      if (shared.at - kept.at < REMEMBERED_PAGE_MS) break;
      this.#pages.delete(old);
    }
  }

  /**
   * A text no process remembers: the step and this viewer's page in one statement. The step's ranked
   * questions (what anyone may see) bring what moves of them too, read in the same walk, and the
   * viewer's own hidden matches join them; the remembered hits are the step's alone.
   */
  async #firstSearch(query: Query<unknown>, category: ForumCategory | undefined, limit: number, viewerId: string) {
    const rows = await this.db.rows(firstSearchSql(query, category, limit, viewerId));
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
  async #page(
    query: Query<unknown>,
    hits: Hits,
    category: ForumCategory | undefined,
    limit: number,
    viewerId: string,
  ): Promise<SearchHit[]> {
    const rows = await this.db.prepared('forum.search-page', searchPageSql(query, hits, category, limit, viewerId));
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
    if (moving.card !== null) hit.askerCard = moving.card;
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
   * searches (a new word comes only with a question or an answer, which moves the count of additions).
   */
  async #wordsBegunBy(prefix: string): Promise<readonly string[]> {
    return this.hits.remembered(`words\n${prefix}`, async () => {
      const rows = await this.db.prepared('forum.words-begun-by', wordsBegunBySql(prefix));
      return rows.map((r) => r.word);
    });
  }
}
