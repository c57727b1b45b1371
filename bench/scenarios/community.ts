/**
 * The community's reads on the real app: the Tightlines backend in its own process on its own database
 * (tightlines_bench_community), the data set of community/dataset.ts (10⁵ questions, 10⁶ answers,
 * 10⁶ direct messages, 10⁴ groups), and a pool of anglers signed in through the real OIDC flow, each
 * given 500 conversations.
 *
 * - the forum list of a category (the tiles' filter);
 * - forum search (full text over titles, bodies and answers, ranked);
 * - the conversation list of an angler with 500 conversations;
 * - a conversation's newest page (which also marks it read and its notifications seen).
 *
 * Message delivery over the live stream is measured by bench/live-delivery.ts (its own load shape).
 */
import { signIn } from '../../backend/test/support/sign-in.ts';
import { withClient } from '../support/postgres.ts';
import type { BenchContext, Scenario } from '../support/scenario.ts';
import {
  ANGLERS,
  ANSWERS,
  communityDataset,
  COMMUNITY_DATABASE,
  CONVERSATIONS,
  GROUPS,
  LURES,
  MESSAGES,
  PLACES,
  QUESTIONS,
  SPECIES,
} from './community/dataset.ts';
import { benchAppEnv } from '../support/app-env.ts';
import { inboxPage } from '../../backend/src/modules/messaging/adapters/persistence/sql-message.repository.ts';
import { compile } from '../../backend/src/platform/db/sql.ts';
import { LIST_ROWS } from '../../backend/src/modules/forum/application/browse-questions.ts';
import { listedPage } from '../../backend/src/modules/forum/adapters/persistence/sql-question.repository.ts';
import {
  firstSearchSql,
  SEARCH_CANDIDATES,
  searchPageSql,
  tsquery,
  wordsBegunBySql,
} from '../../backend/src/modules/forum/adapters/persistence/question-search.sql.ts';
import { GENERATION, HIDDEN_AUTHORS } from '../../backend/src/modules/forum/adapters/persistence/forum-generation.ts';

const POOL = 48;
const CONVERSATIONS_EACH = 500;
interface CommunityApp {
  url: string;
  databaseUrl: string;
}
let shared: Promise<CommunityApp> | undefined;
const sessions: Array<{ cookie: string; id: string }> = [];
/** Whom each pool angler talks with. */
const others = new Map<string, string[]>();
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const keep = async () => {};

/** The community app and its signed-in pool (shared by every scenario of this file, and by bench/live-delivery.ts). */
export async function startCommunityApp(
  ctx: Pick<BenchContext, 'databaseUrl' | 'startServer' | 'dataset' | 'log'>,
  extraEnv: Record<string, string> = {},
) {
  const databaseUrl = await ctx.databaseUrl(COMMUNITY_DATABASE);
  const server = await ctx.startServer({
    entry: 'backend/src/main.ts',
    env: benchAppEnv(databaseUrl, extraEnv),
    // Starting applies the app's new migrations to a reused data set first (a rewrite of its lists' rows).
    startTimeoutMs: 30 * 60_000,
  });
  await ctx.dataset(databaseUrl, communityDataset);
  // Statistics and visibility maps as autovacuum keeps them in production: a reused data set may
  // just have had its rows rewritten by a new migration (the lists' stored JSON and previews), and
  // stale statistics re-plan the lists' statements on most calls.
  await withClient(databaseUrl, (c) => c.query('VACUUM (ANALYZE) dm_inbox, dm_anglers, forum_questions, forum_anglers'));
  return { url: server.url, databaseUrl };
}

function communityApp(ctx: BenchContext): Promise<CommunityApp> {
  shared ??= (async () => {
    const app = await startCommunityApp(ctx);
    for (let k = 1; k <= POOL; k += 8) {
      const clients = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const client = await signIn({ url: app.url }, `Community Bench ${k + i}`);
          const me = await client.get<{ id: string }>('/api/auth/user');
          return { cookie: client.cookieHeader('/api/conversations'), id: me.json.id };
        }),
      );
      sessions.push(...clients);
    }
    await withClient(app.databaseUrl, async (c) => {
      // Each pool angler talks with 500 of the generated anglers: one message each way, the last one read.
      await c.query('DELETE FROM dm_inbox WHERE angler_id = ANY($1::uuid[]) OR other_id = ANY($1::uuid[])', [sessions.map((s) => s.id)]);
      await c.query('DELETE FROM dm_messages WHERE sender_id = ANY($1::uuid[]) OR recipient_id = ANY($1::uuid[])', [
        sessions.map((s) => s.id),
      ]);
      await c.query(
        `INSERT INTO dm_messages (id, sender_id, recipient_id, pair_low, pair_high, content, created_at, read_at)
         SELECT gen_random_uuid(), o, me, least(o, me), greatest(o, me), 'Tight lines, see you at the dam ' || k, now() - k * interval '7 minutes', now()
         FROM unnest($1::uuid[]) me, generate_series(1, ${CONVERSATIONS_EACH}) k, LATERAL (SELECT md5('a' || (1 + (abs(hashtext(me::text)) + k * 97) % ${ANGLERS}))::uuid AS o) other`,
        [sessions.map((s) => s.id)],
      );
      await c.query(
        `INSERT INTO dm_inbox (angler_id, other_id, last_message_id, last_message_at, unread_count, last_sender_id, last_content, last_read_at)
         SELECT DISTINCT ON (me, other) me, other, id, created_at, 0, sender_id, content, read_at FROM (
           SELECT recipient_id AS me, sender_id AS other, * FROM dm_messages WHERE recipient_id = ANY($1::uuid[])
           UNION ALL SELECT sender_id, recipient_id, * FROM dm_messages WHERE recipient_id = ANY($1::uuid[])) s
         ORDER BY me, other, created_at DESC
         ON CONFLICT (angler_id, other_id) DO UPDATE SET last_message_id = excluded.last_message_id, last_message_at = excluded.last_message_at,
           last_sender_id = excluded.last_sender_id, last_content = excluded.last_content, last_read_at = excluded.last_read_at`,
        [sessions.map((s) => s.id)],
      );
      // The forum's and messaging's copies of the anglers' cards as the app keeps them: the generated
      // anglers have no account (identity knows none of them), so each is kept nameless, as the lists'
      // first read of them would keep it; the pool's own cards came with their sign-ups' events.
      await c.query('INSERT INTO forum_anglers (angler_id) SELECT DISTINCT asker_id FROM forum_questions ON CONFLICT DO NOTHING');
      await c.query(
        'INSERT INTO dm_anglers (angler_id) SELECT DISTINCT other_id FROM dm_inbox WHERE angler_id = ANY($1::uuid[]) ON CONFLICT DO NOTHING',
        [sessions.map((s) => s.id)],
      );
      await c.query('ANALYZE dm_inbox');
      await c.query('ANALYZE forum_anglers');
      await c.query('ANALYZE dm_anglers');
      const { rows } = await c.query<{ angler_id: string; other_id: string }>(
        'SELECT angler_id, other_id FROM dm_inbox WHERE angler_id = ANY($1::uuid[])',
        [sessions.map((s) => s.id)],
      );
      for (const r of rows) others.set(r.angler_id, [...(others.get(r.angler_id) ?? []), r.other_id]);
    });
    ctx.log(`${sessions.length} anglers signed in, ${CONVERSATIONS_EACH} conversations each`);
    return app;
  })();
  return shared;
}

const CATEGORIES = ['techniques', 'equipment', 'locations', 'general'] as const;
const categoryList: Scenario = {
  name: 'forum list by category (real app)',
  description: `GET /api/forum/questions?category=… (the newest 50 of one of 4 categories) over ${QUESTIONS.toLocaleString('en')} questions`,
  target: { maxP99Ms: 25 },
  async prepare(ctx) {
    const app = await communityApp(ctx);
    ctx.note(
      `${QUESTIONS.toLocaleString('en')} questions, ${ANSWERS.toLocaleString('en')} answers, ${MESSAGES.toLocaleString('en')} direct messages in ${CONVERSATIONS.toLocaleString('en')} conversations, ${GROUPS.toLocaleString('en')} groups.`,
    );
    const listed = listedPage({ inCategory: true, limit: LIST_ROWS }, { viewerId: sessions[0]!.id, category: 'equipment' });
    await ctx.explain(
      app.databaseUrl,
      "forum list of a category, newest 50 (the app's statement; it runs prepared; each row the answer's JSON from text kept on the question's row)",
      listed.text,
      [...listed.values],
    );
    return { url: app.url, close: keep };
  },
  requests: () => () => ({ path: `/api/forum/questions?category=${pick(CATEGORIES)}`, headers: { cookie: pick(sessions).cookie } }),
};

/** What anglers type: one word, two words, a word being typed (prefix), words found only in answers. */
function searchText(): string {
  switch (Math.floor(Math.random() * 4)) {
    case 0:
      return pick(SPECIES);
    case 1:
      return `${pick(LURES)} ${pick(SPECIES)}`;
    case 2:
      return pick(SPECIES).slice(0, 4);
    default:
      return `${pick(PLACES)} ${pick(LURES)} ${pick(SPECIES)}`;
  }
}
const search: Scenario = {
  name: 'forum search (real app)',
  description: `GET /api/forum/questions?search=… (one word, two words, a prefix being typed, three words) — full text over titles, bodies and ${ANSWERS.toLocaleString('en')} answers, ranked`,
  target: { maxP99Ms: 50 },
  async prepare(ctx) {
    const app = await communityApp(ctx);
    const viewer = sessions[0]!.id;
    const begun = compile(wordsBegunBySql('walle'));
    await ctx.explain(
      app.databaseUrl,
      "forum search as typed, 'spoon walle': the word being typed first becomes the words it begins (one prepared statement)",
      begun.text,
      [...begun.values],
    );
    const query = tsquery({ words: 'spoon', prefix: 'walle' }, "'walley'");
    const first = compile(firstSearchSql(query, undefined, LIST_ROWS, viewer));
    await ctx.explain(
      app.databaseUrl,
      `forum search as typed, 'spoon walle', the text's first search: the ${SEARCH_CANDIDATES} newest matches ranked by title and body, with each one's face, and the viewer's page in the same statement (planned for its text; the ids, ranks and faces remembered)`,
      first.text,
      [...first.values],
    );
    const found = await withClient(app.databaseUrl, (c) => c.query<{ id: string; rank: number }>(first.text, [...first.values]));
    const page = compile(
      searchPageSql(query, { ids: found.rows.map((r) => r.id), ranks: found.rows.map((r) => r.rank) }, undefined, LIST_ROWS, viewer),
    );
    await ctx.explain(
      app.databaseUrl,
      "forum search as typed, 'spoon walle', remembered: the page (one prepared statement; read for everyone without anything hidden at most once every 5 s a text and answered from memory meanwhile, read for a viewer with something hidden every time): what moves of the remembered questions, the viewer's own hidden matches whole",
      page.text,
      [...page.values],
    );
    for (const [title, statement] of [
      [
        'forum search: the forum generation and its count of additions, read per batch of searches (remembered pages are answered while the one holds, remembered hits kept while the other does)',
        GENERATION,
      ],
      ['forum search: who has a hidden question or answer, read once per generation (their searches are read fresh)', HIDDEN_AUTHORS],
    ] as const) {
      const compiled = compile(statement);
      await ctx.explain(app.databaseUrl, title, compiled.text, [...compiled.values]);
    }
    return { url: app.url, close: keep };
  },
  requests: () => () => ({
    path: `/api/forum/questions?search=${encodeURIComponent(searchText())}`,
    headers: { cookie: pick(sessions).cookie },
  }),
};

const conversationList: Scenario = {
  name: 'conversation list, 500 conversations (real app)',
  description: `GET /api/conversations of an angler with ${CONVERSATIONS_EACH} conversations (the 100 most recent, with the other anglers' cards)`,
  target: { maxP99Ms: 25 },
  async prepare(ctx) {
    const app = await communityApp(ctx);
    const page = (known: string) => inboxPage(100, { anglerId: sessions[0]!.id, known });
    const version = await withClient(app.databaseUrl, async (c) =>
      String((await c.query('select version from dm_inbox_versions where angler_id = $1', [sessions[0]!.id])).rows[0]?.version),
    );
    await ctx.explain(
      app.databaseUrl,
      "conversation list, a page not yet remembered by the process (the app's prepared statement: the inbox's version, then the page as one row)",
      page('-1').text,
      [...page('-1').values],
    );
    await ctx.explain(
      app.databaseUrl,
      'conversation list, a remembered page (the same statement given the version the process read it at: the version alone)',
      page(version).text,
      [...page(version).values],
    );
    return { url: app.url, close: keep };
  },
  requests: () => () => ({ path: '/api/conversations', headers: { cookie: pick(sessions).cookie } }),
};

const conversationPage: Scenario = {
  name: 'conversation page (real app)',
  description: `GET /api/conversations/:otherUserId, the newest 30 messages of one of a pool angler's ${CONVERSATIONS_EACH} conversations (reading marks it read, in a transaction)`,
  target: {},
  async prepare(ctx) {
    const app = await communityApp(ctx);
    return { url: app.url, close: keep };
  },
  requests: () => () => {
    const me = pick(sessions);
    return { path: `/api/conversations/${pick(others.get(me.id)!)}`, headers: { cookie: me.cookie } };
  },
};

export default [categoryList, search, conversationList, conversationPage];
