/**
 * The operator's queue on the real app, with 10⁵ open reports: the backend in its own process on its
 * own database (tightlines_bench_moderation), the reports loaded in bulk into moderation's own tables
 * (25,000 items of every reportable kind, the reports skewed so a few items carry hundreds and most
 * one or two, as a real queue does), and an operator signed in through the real OIDC flow.
 *
 * - GET /api/operator/queue: the first page, most reported and newest first, one statement: each entry
 *   (its reasons, hidden state, and the item as a report described it) kept on the item's row already written as
 *   the console's JSON, only whether the reading operator reported it added per request.
 *   Target: p99 ≤ 2 × the baseline's p99 in the same run.
 *
 * Before the load, once: an angler's public catch is reported, an operator hides it, and the very next
 * reads by a stranger (the author's grid, Discover) must not show it — hiding takes effect before the
 * action's answer. Its outcome is a note in the report; a catch still shown fails the scenario.
 */
import { signIn } from '../../backend/test/support/sign-in.ts';
import type { HttpClient } from '../../backend/test/support/http-client.ts';
import { withClient } from '../support/postgres.ts';
import type { BenchContext, Scenario } from '../support/scenario.ts';
import { benchAppEnv } from '../support/app-env.ts';
import { REPORTABLE_KINDS, REPORT_REASONS } from '@tightlines/contracts';
import { queuePageSql } from '../../backend/src/modules/moderation/adapters/persistence/queue-page.sql.ts';

const OPEN_REPORTS = 100_000;
const ITEMS = 25_000;
const OPERATORS = 8;
const sessions: string[] = [];

const dataset = {
  name: 'moderation-queue',
  // 4: what each entry shows kept on its row (title, excerpt, link, created-at, author's name), as reports write it.
  // 5: each entry kept written as the console's JSON (moderation_items' trigger writes it as the rows are loaded),
  //    generated afresh rather than rewritten by the migration, so the table is not left with a dead version of every row.
  version: 5,
  existingTables: true,
  tables: ['moderation_items', 'moderation_reports'],
  async generate(c: import('pg').Client) {
    await c.query('DELETE FROM moderation_reports');
    await c.query('DELETE FROM moderation_items');
    // Item i gets reports with probability falling as i grows (random()³): item 1 hundreds, most one or two.
    await c.query(`CREATE TEMP TABLE bench_reports ON COMMIT DROP AS
      SELECT k, 1 + least(${ITEMS - 1}, floor(${ITEMS} * power(random(), 3))::int) AS i,
             now() - random() * interval '30 days' AS at, floor(random() * ${REPORT_REASONS.length})::int AS reason
      FROM generate_series(1, ${OPEN_REPORTS}) k`);
    const kinds = `(ARRAY[${REPORTABLE_KINDS.map((k) => `'${k}'`).join(', ')}])[1 + i % ${REPORTABLE_KINDS.length}]`;
    // Each entry as a report describes it: an excerpt of up to 280 characters (most near it), a title on every other item.
    await c.query(`INSERT INTO moderation_items (kind, item_id, author_id, open_reports, last_reported_at,
        title, excerpt, link, item_created_at, author_name)
      SELECT ${kinds}, md5('bench-item-' || i)::uuid, md5('bench-author-' || (i % 5000))::uuid, count(*), max(at),
        CASE WHEN i % 2 = 0 THEN 'Who fished the Madison below Ennis this week? ' || i END,
        left(repeat('Caught a brown on a size 18 parachute adams, then the wind came up and the river went quiet. ', 3), 180 + i % 100),
        '/bench/item/' || i, min(at) - interval '2 days', 'Bench Author ' || (i % 5000)
      FROM bench_reports GROUP BY i`);
    await c.query(`INSERT INTO moderation_reports (id, kind, item_id, reporter_id, reason, created_at)
      SELECT md5('bench-report-' || k)::uuid, ${kinds}, md5('bench-item-' || i)::uuid, md5('bench-reporter-' || k)::uuid,
             (ARRAY[${REPORT_REASONS.map((r) => `'${r.id}'`).join(', ')}])[1 + reason], at
      FROM bench_reports`);
    await c.query(`UPDATE moderation_items i SET open_reasons = c.reasons
      FROM (SELECT kind, item_id, jsonb_object_agg(reason, n) AS reasons
            FROM (SELECT kind, item_id, reason, count(*)::int AS n FROM moderation_reports WHERE closed_at IS NULL GROUP BY kind, item_id, reason) r
            GROUP BY kind, item_id) c
      WHERE c.kind = i.kind AND c.item_id = i.item_id`);
  },
};

/** Hides a stranger's public catch and reads as a stranger right after the answer: absent, or the scenario fails. */
async function hidingTakesEffectAtOnce(ctx: BenchContext, url: string, operator: HttpClient): Promise<void> {
  const [author, reporter, stranger] = await Promise.all(
    ['Queue Author', 'Queue Reporter', 'Queue Stranger'].map((n) => signIn({ url }, n)),
  );
  const me = await author!.get<{ id: string }>('/api/auth/user');
  const shared = await author!.send<{ id: string }>('POST', '/api/posts', {
    type: 'catch',
    privacy: 'public',
    description: 'A bench catch to hide',
    catchDetails: { species: 'rainbow-trout' },
  });
  if (shared.status !== 201) throw new Error(`sharing the catch to hide: ${shared.status} ${shared.text}`);
  const postId = shared.json.id;
  const reads = [`/api/posts/user/${me.json.id}`, '/api/posts'];
  const seen = async () => (await Promise.all(reads.map((path) => stranger!.get(path)))).filter((r) => r.text.includes(postId)).length;
  const reported = await reporter!.send('POST', '/api/reports', { kind: 'post', itemId: postId, reason: 'spam' });
  if (reported.status !== 201) {
    ctx.note(`Hiding before its answer: not checked — the report of a catch answered ${reported.status} (${reported.text.slice(0, 120)}).`);
    return;
  }
  const before = await seen();
  const hidden = await operator.send('POST', '/api/operator/actions', { kind: 'post', itemId: postId, action: 'hide', ruleId: 'no-spam' });
  if (hidden.status !== 201) throw new Error(`hiding the catch: ${hidden.status} ${hidden.text}`);
  const after = await seen();
  if (after > 0)
    throw new Error(`a hidden catch was still shown to a stranger in ${after} of ${reads.length} reads right after the hide answered`);
  ctx.note(
    `Hiding before its answer: a reported public catch shown in ${before} of ${reads.length} stranger reads (the author's grid, Discover) was in none of them on the very next read after the hide answered.`,
  );
}

const queue: Scenario = {
  name: 'operator queue, 10⁵ open reports (real app)',
  description: `GET /api/operator/queue (the first 20 items, most reported and newest first) over ${OPEN_REPORTS.toLocaleString('en')} open reports on ${ITEMS.toLocaleString('en')} items`,
  target: { maxP99xBaseline: 2 },
  async prepare(ctx) {
    const databaseUrl = await ctx.databaseUrl('tightlines_bench_moderation');
    const server = await ctx.startServer({ entry: 'backend/src/main.ts', env: benchAppEnv(databaseUrl), startTimeoutMs: 120_000 });
    await ctx.dataset(databaseUrl, dataset);
    const operators = await Promise.all(
      Array.from({ length: OPERATORS }, (_, i) => signIn({ url: server.url }, `Queue Operator ${i + 1}`)),
    );
    const ids = await Promise.all(operators.map(async (o) => (await o.get<{ id: string }>('/api/auth/user')).json.id));
    await withClient(databaseUrl, (c) =>
      c.query('INSERT INTO moderation_operators (angler_id, granted_at) SELECT unnest($1::uuid[]), now() ON CONFLICT DO NOTHING', [ids]),
    );
    sessions.splice(0, sessions.length, ...operators.map((o) => o.cookieHeader('/api/operator/queue')));
    const first = await operators[0]!.get<{ items: unknown[] }>('/api/operator/queue');
    if (first.status !== 200 || first.json.items.length !== 20)
      throw new Error(`the queue answered ${first.status}: ${first.text.slice(0, 200)}`);
    await hidingTakesEffectAtOnce(ctx, server.url, operators[0]!);
    // As autovacuum leaves an insert-mostly table: its visibility map set, so counts may read an index alone.
    await withClient(databaseUrl, (c) => c.query('VACUUM (ANALYZE) moderation_reports, moderation_items'));
    const { rows } = await withClient(databaseUrl, (c) =>
      c.query<{ items: number; reports: number; top: number }>(
        'SELECT count(*)::int AS items, sum(open_reports)::int AS reports, max(open_reports)::int AS top FROM moderation_items WHERE open_reports > 0',
      ),
    );
    ctx.note(
      `${rows[0]!.reports.toLocaleString('en')} open reports on ${rows[0]!.items.toLocaleString('en')} items; the most reported has ${rows[0]!.top}.`,
    );
    const page = queuePageSql(ids[0]!, null, 20);
    await ctx.explain(
      databaseUrl,
      "the queue page, the request's one statement: items with open reports, most reported and newest first, each entry kept on its row as the console's JSON (counts by reason, hidden state, the item as a report described it) with whether the operator reported it put in, the role checked in the same statement",
      page.text,
      [...page.values],
    );
    return { url: server.url, close: server.stop };
  },
  requests: () => () => ({ path: '/api/operator/queue', headers: { cookie: sessions[Math.floor(Math.random() * sessions.length)]! } }),
};

export default queue;
