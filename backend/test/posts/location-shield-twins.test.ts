import { expect } from 'chai';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { sqlTwinDatabase } from '../support/sql-twins.ts';
import { sql } from '../../src/platform/db/sql.ts';
import { LOCATION_PRECISIONS } from '@tightlines/contracts';
import { placeViewerOf, viewerPrecision } from '../../src/modules/posts/domain/location-shield.ts';
import {
  placeViewerSql,
  precisionAsksAboutMatesSql,
  seenAtSql,
  viewerPrecisionSql,
} from '../../src/modules/posts/adapters/persistence/location-shield.sql.ts';
import { answersOnAPage } from '../support/page-mates.ts';
import { cellCentre } from '../../src/shared/kernel/location-shield.ts';

/**
 * The location shield's SQL twin (every distance filter and sort reads the point it picks) against
 * the domain's one rule, on random follow graphs and precisions; and the migration's backfill of
 * snapped points against the kernel's cell centres.
 */
describe("posts: the location shield's SQL twin agrees with the domain", () => {
  const twins = sqlTwinDatabase();
  const run = twins.run.bind(twins);

  const anglers = Array.from({ length: 5 }, () => randomUUID());
  const aGraph = fc.uniqueArray(
    fc.tuple(fc.constantFrom(...anglers), fc.constantFrom(...anglers)).filter(([a, b]) => a !== b),
    { selector: ([a, b]) => `${a}>${b}`, maxLength: 20 },
  );
  const somePosts = fc.array(
    fc.tuple(fc.constantFrom(...anglers), fc.constantFrom(...LOCATION_PRECISIONS), fc.constantFrom(...LOCATION_PRECISIONS)),
    { minLength: 1, maxLength: 10 },
  );

  it('decides whose view applies and at which precision exactly as the domain does, on any follow graph', async () => {
    await fc.assert(
      fc.asyncProperty(aGraph, somePosts, async (edges, posts) => {
        await twins.client.query('delete from post_follows');
        for (const [a, b] of edges) await twins.client.query('insert into post_follows (follower_id, followee_id) values ($1, $2)', [a, b]);
        const cases = anglers.flatMap((viewer) => posts.map(([author, pub, mates], i) => ({ viewer, author, pub, mates, i })));
        const columns = { authorId: sql.ref('v.author'), publicPrecision: sql.ref('v.pub'), matesPrecision: sql.ref('v.mates') };
        const rows = await run(
          sql<{ viewer: string; i: number; seen: string; precision: string }>`
            select v.viewer, v.i, w.seen, ${viewerPrecisionSql(sql.ref('w.seen'), columns)} as precision
            from jsonb_to_recordset(${JSON.stringify(cases)}::jsonb) as v(viewer uuid, author uuid, pub text, mates text, i int)
            cross join lateral (select ${placeViewerSql(sql.ref('v.viewer'), columns)} as seen) w`,
        );
        expect(rows).to.have.length(cases.length);
        for (const r of rows) {
          const [authorId, publicPrecision, matesPrecision] = posts[r.i]!;
          const post = { authorId, publicPrecision, matesPrecision };
          const relationship = {
            viewerFollowsAuthor: edges.some(([a, b]) => a === r.viewer && b === authorId),
            authorFollowsViewer: edges.some(([a, b]) => a === authorId && b === r.viewer),
          };
          expect(r.seen).to.equal(placeViewerOf(post, r.viewer, relationship));
          expect(r.precision).to.equal(viewerPrecision(post, r.viewer, relationship));
        }
      }),
      { seed: 20261128, numRuns: 40 },
    );
  });

  it("gives each post the domain's precision when a page decides mates once (pageMatesSql, readerMateIdsSql)", async () => {
    await fc.assert(
      fc.asyncProperty(aGraph, somePosts, async (edges, posts) => {
        await twins.client.query('delete from post_follows');
        for (const [a, b] of edges) await twins.client.query('insert into post_follows (follower_id, followee_id) values ($1, $2)', [a, b]);
        const page = posts.map(([author, pub, mates], i) => ({ author, pub, mates, i }));
        const columns = { authorId: sql.ref('v.author'), publicPrecision: sql.ref('v.pub'), matesPrecision: sql.ref('v.mates') };
        const rows = await answersOnAPage(
          run,
          anglers,
          { rows: page, recordType: 'author uuid, pub text, mates text, i int' },
          precisionAsksAboutMatesSql(columns),
          (viewer, mate) => seenAtSql(viewer, columns, mate),
        );
        expect(rows).to.have.length(2 * posts.length * anglers.length);
        for (const { viewer, i, answer } of rows) {
          const [authorId, publicPrecision, matesPrecision] = posts[i]!;
          const relationship = {
            viewerFollowsAuthor: edges.some(([a, b]) => a === viewer && b === authorId),
            authorFollowsViewer: edges.some(([a, b]) => a === authorId && b === viewer),
          };
          expect(answer).to.equal(viewerPrecision({ authorId, publicPrecision, matesPrecision }, viewer, relationship));
        }
      }),
      { seed: 20261130, numRuns: 40 },
    );
  });

  it("snaps a backfilled point to the kernel's cell centre (the migration's SQL twin of cellCentre)", async () => {
    const points = fc.sample(
      fc.record({
        latitude: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
        longitude: fc.double({ min: -179.99, max: 179.99, noNaN: true }),
      }),
      { numRuns: 300, seed: 20261129 },
    );
    const author = randomUUID();
    const ids: string[] = [];
    for (const p of points) {
      const id = randomUUID();
      ids.push(id);
      await twins.client.query(
        `insert into posts (id, author_id, type, privacy, species, latitude, longitude, created_at) values ($1, $2, 'catch', 'public', 'walleye', $3, $4, now())`,
        [id, author, p.latitude, p.longitude],
      );
    }
    const { LocationShield20261128091239 } = await import(
      '../../src/modules/posts/adapters/persistence/migrations/20261128091239_location_shield.ts'
    );
    const statements: string[] = [];
    const migration = Object.create(LocationShield20261128091239.prototype) as { addSql(s: string): void; up(): void };
    migration.addSql = (s: string) => statements.push(s);
    migration.up();
    // The backfill statement alone (the columns are there already), over these rows only.
    await twins.client.query(statements[1]!.replace('where c.id = p.id', `where c.id = p.id and p.author_id = '${author}'`));
    const rows = (await twins.client.query('select id, public_latitude, public_longitude from posts where author_id = $1', [author]))
      .rows as Array<{
      id: string;
      public_latitude: number;
      public_longitude: number;
    }>;
    for (const r of rows) {
      const p = points[ids.indexOf(r.id)]!;
      const centre = cellCentre(p, 1);
      expect(r.public_latitude, `${p.latitude},${p.longitude}`).to.be.closeTo(centre.latitude, 1.1e-6);
      expect(r.public_longitude, `${p.latitude},${p.longitude}`).to.be.closeTo(centre.longitude, 1.1e-6);
    }
  });
});
