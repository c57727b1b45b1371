import { expect } from 'chai';
import fc from 'fast-check';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/index.ts';
import { compile, sql, type Query } from '../../src/platform/db/sql.ts';
import { canSeePost, PRIVACIES, shownAs, type PostPrivacy } from '../../src/modules/posts/domain/visibility.ts';
import { cellOf, distanceKm } from '../../src/modules/posts/domain/map-cells.ts';
import { addUp, groupCatches, type CaughtFish } from '../../src/modules/posts/domain/stats.ts';
import {
  audienceSql,
  privacyAsksAboutMatesSql,
  shownAsSql,
  visibleToSql,
} from '../../src/modules/posts/adapters/persistence/visibility.sql.ts';
import { distanceKmSql, haversineReach, withinReachSql } from '../../src/modules/posts/adapters/persistence/geo.sql.ts';
import { addCatch, recountGroup } from '../../src/modules/posts/adapters/persistence/catch-tallies.sql.ts';
import { isPersonalBestSql } from '../../src/modules/posts/adapters/persistence/personal-best.sql.ts';
import { isPersonalBest } from '../../src/modules/posts/domain/personal-best.ts';
import { PrivacyTally } from '../../src/modules/posts/adapters/persistence/catch-tally.cache.ts';
import { answersOnAPage } from '../support/page-mates.ts';
import { FIGURES_COLUMNS } from '../../src/modules/posts/adapters/persistence/profile-figures.part.ts';
import { FIGURES_SEEN_BY } from '../../src/modules/posts/adapters/persistence/migrations/20261129100000_author_figures_kept.ts';

/**
 * Where SQL must repeat a rule of the domain, it is proven equal to its TypeScript twin on random
 * inputs (fast-check, fixed seeds): the privacy predicate and the fan-out audience, the haversine
 * distance, the map cells (as the posts table writes them with a point), the statistics'
 * catch tallies and the personal best the share's statement decides. Each property runs the real SQL on PostgreSQL.
 */
describe('posts: the SQL twins of domain rules agree with them', () => {
  let app: TestApp;
  let db: pg.Client;
  const run = async <T>(query: Query<T>): Promise<T[]> => {
    const { text, values } = compile(query);
    return (await db.query(text, values as unknown[])).rows as T[];
  };

  before(async () => {
    app = await startTestApp();
    db = new pg.Client(app.databaseUrl);
    await db.connect();
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  const anglers = Array.from({ length: 5 }, () => randomUUID());
  const aGraph = fc.uniqueArray(
    fc.tuple(fc.constantFrom(...anglers), fc.constantFrom(...anglers)).filter(([a, b]) => a !== b),
    {
      selector: ([a, b]) => `${a}>${b}`,
      maxLength: 20,
    },
  );
  const setGraph = async (edges: ReadonlyArray<readonly [string, string]>) => {
    await db.query('delete from post_follows');
    for (const [follower, followee] of edges) {
      await db.query('insert into post_follows (follower_id, followee_id) values ($1, $2)', [follower, followee]);
    }
  };
  const relationshipIn = (edges: ReadonlyArray<readonly [string, string]>, viewer: string, author: string) => ({
    viewerFollowsAuthor: edges.some(([a, b]) => a === viewer && b === author),
    authorFollowsViewer: edges.some(([a, b]) => a === author && b === viewer),
  });

  // Posts of every privacy, some hidden by moderation (since a random moment, by a rule or by reports).
  const aHiding = fc.option(
    fc.record({
      ruleId: fc.option(fc.constantFrom('respect', 'spam'), { nil: null }),
      at: fc.date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }),
    }),
    { nil: null },
  );
  const somePosts = fc.array(fc.tuple(fc.constantFrom(...anglers), fc.constantFrom(...PRIVACIES), aHiding), {
    minLength: 1,
    maxLength: 12,
  });

  it('decides who sees a post, hidden or not, exactly as canSeePost does, on any follow graph', async () => {
    await fc.assert(
      fc.asyncProperty(aGraph, somePosts, async (edges, posts) => {
        await setGraph(edges);
        const cases = anglers.flatMap((viewer) =>
          posts.map(([author, privacy, hidden], i) => ({ viewer, author, privacy, hiddenAt: hidden?.at.toISOString() ?? null, i })),
        );
        const rows = await run(
          sql<{ viewer: string; i: number; visible: boolean; shown_as: PostPrivacy }>`
            select v.viewer, v.i,
              ${visibleToSql(sql.ref('v.viewer'), { privacy: sql.ref('v.privacy'), authorId: sql.ref('v.author'), hiddenAt: sql.ref('v.hidden_at') })} as visible,
              ${shownAsSql({ privacy: sql.ref('v.privacy'), hiddenAt: sql.ref('v.hidden_at') })} as shown_as
            from jsonb_to_recordset(${JSON.stringify(cases.map(({ hiddenAt, ...c }) => ({ ...c, hidden_at: hiddenAt })))}::jsonb)
              as v(viewer uuid, author uuid, privacy text, hidden_at timestamptz, i int)`,
        );
        expect(rows).to.have.length(cases.length);
        for (const r of rows) {
          const [author, privacy, hidden] = posts[r.i]!;
          const post = { privacy, authorId: author, hidden };
          expect(r.visible, `${privacy}${hidden ? ' hidden' : ''} post of ${author} seen by ${r.viewer}`).to.equal(
            canSeePost(post, r.viewer, relationshipIn(edges, r.viewer, author)),
          );
          expect(r.shown_as).to.equal(shownAs(post));
        }
      }),
      { seed: 20251123, numRuns: 40 },
    );
  });

  it('decides who sees a post as canSeePost does when a page decides mates once (pageMatesSql, readerMateIdsSql)', async () => {
    await fc.assert(
      fc.asyncProperty(aGraph, somePosts, async (edges, posts) => {
        await setGraph(edges);
        const page = posts.map(([author, privacy, hidden], i) => ({ author, privacy, hidden_at: hidden?.at.toISOString() ?? null, i }));
        const columns = { privacy: sql.ref('v.privacy'), authorId: sql.ref('v.author'), hiddenAt: sql.ref('v.hidden_at') };
        const rows = await answersOnAPage(
          run,
          anglers,
          { rows: page, recordType: 'author uuid, privacy text, hidden_at timestamptz, i int' },
          privacyAsksAboutMatesSql(sql.ref('v.privacy')),
          (viewer, mate) => visibleToSql(viewer, columns, mate),
        );
        expect(rows).to.have.length(2 * posts.length * anglers.length);
        for (const { viewer, i, answer } of rows) {
          const [author, privacy, hidden] = posts[i]!;
          expect(answer).to.equal(canSeePost({ privacy, authorId: author, hidden }, viewer, relationshipIn(edges, viewer, author)));
        }
      }),
      { seed: 20261130, numRuns: 40 },
    );
  });

  it('puts a new post into exactly the feeds of the author and of the followers who may see it', async () => {
    await fc.assert(
      fc.asyncProperty(aGraph, fc.constantFrom(...anglers), fc.constantFrom(...PRIVACIES), async (edges, author, privacy) => {
        await setGraph(edges);
        const readers = (await run(audienceSql(author, privacy))).map((r) => r.reader).sort();
        const expected = anglers
          .filter(
            (v) =>
              v === author ||
              (relationshipIn(edges, v, author).viewerFollowsAuthor &&
                canSeePost({ privacy, authorId: author, hidden: null }, v, relationshipIn(edges, v, author))),
          )
          .sort();
        expect(readers).to.deep.equal(expected);
      }),
      { seed: 20251124, numRuns: 60 },
    );
  });

  // Micro-degree precision (~10 cm), as a GPS reports: subnormal doubles are no place on Earth.
  const aPoint = fc.record({
    latitude: fc.integer({ min: -89_999_999, max: 89_999_999 }).map((n) => n / 1e6),
    longitude: fc.integer({ min: -179_999_999, max: 179_999_999 }).map((n) => n / 1e6),
  });

  /** Each point as a row `p` (i, latitude, longitude), with what `measure` says of it. */
  const measured = <T>(
    points: ReadonlyArray<{ latitude: number; longitude: number }>,
    measure: (point: { latitude: Query<unknown>; longitude: Query<unknown> }) => Query<T>,
  ) =>
    run(
      sql<{ i: number; value: T }>`select p.i, ${measure({ latitude: sql.ref('p.latitude'), longitude: sql.ref('p.longitude') })} as value
        from jsonb_to_recordset(${JSON.stringify(points.map((p, i) => ({ ...p, i })))}::jsonb) as p(i int, latitude float8, longitude float8)`,
    );

  it('measures the same great-circle distance as distanceKm', async () => {
    await fc.assert(
      fc.asyncProperty(aPoint, fc.array(aPoint, { minLength: 1, maxLength: 10 }), async (centre, points) => {
        const rows = await measured(points, (point) => distanceKmSql(centre, point));
        for (const r of rows) expect(r.value).to.be.closeTo(distanceKm(centre, points[r.i]!), 1e-6);
      }),
      { seed: 20251125, numRuns: 50 },
    );
  });

  it('keeps within a circle exactly the points distanceKm puts within it (the reach as the haversine, nearby posts)', async () => {
    const near = fc.record({
      latitude: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
      longitude: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
    });
    await fc.assert(
      fc.asyncProperty(
        aPoint,
        fc.double({ min: 0.5, max: 50, noNaN: true }),
        fc.array(near, { minLength: 1, maxLength: 10 }),
        async (centre, radiusKm, offsets) => {
          const points = offsets.map((o) => ({
            latitude: Math.max(-90, Math.min(90, centre.latitude + o.latitude)),
            longitude: centre.longitude + o.longitude,
          }));
          const circle = {
            latitude: sql<number>`${centre.latitude}::float8`,
            longitude: sql<number>`${centre.longitude}::float8`,
            cosLatitude: sql<number>`${Math.cos(centre.latitude * (Math.PI / 180))}::float8`,
            reach: sql<number>`${haversineReach(radiusKm)}::float8`,
          };
          const rows = await measured(points, (point) => withinReachSql(circle, point));
          for (const r of rows) {
            const km = distanceKm(centre, points[r.i]!);
            // A point a rounding error from the edge may fall either side of it.
            if (Math.abs(km - radiusKm) > 1e-9) expect(r.value, `${km} km, radius ${radiusKm}`).to.equal(km <= radiusKm);
          }
        },
      ),
      { seed: 20261128, numRuns: 100 },
    );
  });

  it('puts every post at a point in the map cells cellOf names (the cells the posts table writes with the point)', async () => {
    // Points on cell edges too: whole tenths of a degree are where floor() could disagree.
    const onEdges = fc.record({
      latitude: fc.integer({ min: -899, max: 899 }).map((n) => n / 10),
      longitude: fc.integer({ min: -1799, max: 1799 }).map((n) => n / 10),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(aPoint, onEdges), { minLength: 1, maxLength: 20 }), async (points) => {
        const placed = points.map((p) => ({ ...p, id: randomUUID() }));
        await db.query('begin');
        try {
          const { rows } = await db.query<{ id: string; fine: number; coarse: number }>(
            `insert into posts (id, author_id, type, privacy, species, latitude, longitude, created_at)
             select p.id, p.id, 'catch', 'public', 'pike', p.latitude, p.longitude, now()
             from jsonb_to_recordset($1::jsonb) as p(id uuid, latitude float8, longitude float8)
             returning id, fine_cell as fine, coarse_cell as coarse`,
            [JSON.stringify(placed)],
          );
          const byId = new Map<string, (typeof placed)[number]>(placed.map((p) => [p.id, p]));
          expect(rows).to.have.length(points.length);
          for (const r of rows) {
            const p = byId.get(r.id)!;
            expect(r.fine, `fine cell of ${p.latitude}, ${p.longitude}`).to.equal(cellOf(p.latitude, p.longitude, 'fine'));
            expect(r.coarse, `coarse cell of ${p.latitude}, ${p.longitude}`).to.equal(cellOf(p.latitude, p.longitude, 'coarse'));
          }
        } finally {
          await db.query('rollback');
        }
      }),
      { seed: 20251126, numRuns: 50 },
    );
  });

  it('keeps catch tallies that add up to the statistics groupCatches defines, as catches are shared and groups recounted', async () => {
    const species = ['walleye', 'northern-pike', 'bluegill'];
    const size = fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }); // small ranges: ties are common
    const aCatchOf = fc.record({
      species: fc.constantFrom(...species),
      weight: size,
      length: size,
      minutes: fc.integer({ min: 0, max: 100_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(aCatchOf, { maxLength: 25 }), async (drawn) => {
        const author = randomUUID();
        const catches: CaughtFish[] = drawn.map((c) => ({ ...c, caughtAt: new Date(Date.UTC(2025, 0, 1) + c.minutes * 60_000) }));
        const tallied = async () =>
          addUp((await db.query('select * from catch_tallies where author_id = $1', [author])).rows.map(PrivacyTally.read));
        for (const c of catches) {
          await db.query(
            `insert into posts (id, author_id, type, privacy, species, weight, length, created_at) values ($1, $2, 'catch', 'public', $3, $4, $5, $6)`,
            [randomUUID(), author, c.species, c.weight, c.length, c.caughtAt],
          );
          await run(
            addCatch({
              authorId: author,
              species: c.species,
              privacy: 'public',
              weight: c.weight,
              length: c.length,
              caughtAt: c.caughtAt!,
            }),
          );
        }
        const expected = addUp(groupCatches([...catches].sort((a, b) => a.caughtAt!.getTime() - b.caughtAt!.getTime())));
        expect(await tallied(), 'kept one catch at a time').to.deep.equal(expected);
        for (const s of new Set(catches.map((c) => c.species))) {
          for (const statement of recountGroup({ authorId: author, species: s, privacy: 'public' })) await run(statement);
        }
        expect(await tallied(), 'counted again from the catches').to.deep.equal(expected);
      }),
      { seed: 20251127, numRuns: 30 },
    );
  });

  it("keeps each kind of viewer's profile figures as canSeePost counts the author's posts, whatever changes them", async () => {
    // The columns the profile reads are kept for the privacies the migration froze: the rule's today.
    expect(Object.fromEntries(FIGURES_COLUMNS.map((c) => [c.column, c.seenBy]))).to.deep.equal({
      figures_author: FIGURES_SEEN_BY.author,
      figures_mates: FIGURES_SEEN_BY.mates,
      figures_others: FIGURES_SEEN_BY.others,
    });
    const [stranger, mate] = [randomUUID(), randomUUID()];
    const aPost = fc.record({
      type: fc.constantFrom('catch', 'content'),
      species: fc.constantFrom('walleye', 'northern-pike', 'bluegill'),
      privacy: fc.constantFrom(...PRIVACIES),
      hidden: fc.boolean(),
      gone: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(aPost, { maxLength: 10 }), fc.boolean(), async (drawn, cardFirst) => {
        const author = randomUUID();
        const card = () => db.query(`insert into post_authors (angler_id, share_trip_locations) values ($1, true)`, [author]);
        if (cardFirst) await card();
        const posts = drawn.map((d) => ({ ...d, id: randomUUID() }));
        for (const p of posts) {
          await db.query(`insert into posts (id, author_id, type, privacy, species, created_at) values ($1, $2, $3, $4, $5, now())`, [
            p.id,
            author,
            p.type,
            p.privacy,
            p.type === 'catch' ? p.species : null,
          ]);
          if (p.type === 'catch') {
            await run(
              addCatch({ authorId: author, species: p.species, privacy: p.privacy, weight: null, length: null, caughtAt: new Date() }),
            );
          }
        }
        if (!cardFirst) await card();
        // Then some hidden by moderation and some deleted, each catch's group counted again as the app does.
        for (const p of posts.filter((p) => p.hidden || p.gone)) {
          if (p.gone) await db.query('delete from posts where id = $1', [p.id]);
          else await db.query(`update posts set hidden_at = now() where id = $1`, [p.id]);
          if (p.type === 'catch') {
            for (const privacy of new Set([p.privacy, shownAs({ privacy: p.privacy, hidden: { ruleId: null, at: new Date() } })])) {
              for (const statement of recountGroup({ authorId: author, species: p.species, privacy })) await run(statement);
            }
          }
        }
        const left = posts
          .filter((p) => !p.gone)
          .map((p) => ({ ...p, authorId: author, hidden: p.hidden ? { ruleId: null, at: new Date() } : null }));
        const figuresFor = (viewer: string, relationship: { viewerFollowsAuthor: boolean; authorFollowsViewer: boolean }) => {
          const seen = left.filter((p) => canSeePost(p, viewer, relationship));
          const catches = seen.filter((p) => p.type === 'catch');
          return [catches.length, new Set(catches.map((c) => c.species)).size, seen.length - catches.length];
        };
        const [kept] = (
          await db.query('select figures_author, figures_mates, figures_others from post_authors where angler_id = $1', [author])
        ).rows;
        expect(kept).to.deep.equal({
          figures_author: figuresFor(author, { viewerFollowsAuthor: false, authorFollowsViewer: false }),
          figures_mates: figuresFor(mate, { viewerFollowsAuthor: true, authorFollowsViewer: true }),
          figures_others: figuresFor(stranger, { viewerFollowsAuthor: true, authorFollowsViewer: false }),
        });
      }),
      { seed: 20261129, numRuns: 30 },
    );
  });

  it('decides a personal best exactly as isPersonalBest does, from the biggest earlier catch each way', async () => {
    // Sizes that tie often (a few values) as well as any, and missing ones: the rule's every branch.
    const size = fc.option(fc.oneof(fc.constantFrom(1, 2.5, 4), fc.double({ min: 0, max: 60, noNaN: true })), { nil: null });
    const aSize = fc.record({ weight: size, length: size });
    await fc.assert(
      fc.asyncProperty(fc.array(aSize, { maxLength: 6 }), aSize, async (earlier, next) => {
        const [row] = await run(sql<{ best: boolean }>`
          with earlier as (
            select max(e.weight) as heaviest, max(e.length) as longest
            from jsonb_to_recordset(${JSON.stringify(earlier)}::jsonb) as e(weight float8, length float8))
          select ${isPersonalBestSql(next, { heaviest: sql`(select heaviest from earlier)`, longest: sql`(select longest from earlier)` })} as best`);
        expect(row!.best, JSON.stringify({ earlier, next })).to.equal(isPersonalBest(earlier, next));
      }),
      { seed: 20261124, numRuns: 300 },
    );
  });
});
