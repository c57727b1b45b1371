import { expect } from 'chai';
import pg from 'pg';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler } from '../support/builders/anglers.ts';
import { compile } from '../../src/platform/db/sql.ts';
import { samePictureQuery } from '../../src/modules/tournaments/adapters/persistence/sql-photo-fingerprints.repository.ts';
import { joins, organizes } from './builders.ts';

/**
 * "Any earlier entry in any tournament" must stay one cheap query however many entries there are:
 * with a hundred thousand fingerprints in the table, the search reads them through the four band
 * indexes, never by scanning the table, and still finds the one photo that is the same picture.
 */
describe('duplicate photos: the search scales through the band indexes', function () {
  this.timeout(120_000);
  let app: TestApp;
  let db: pg.Client;
  const ENTRIES = 4000;

  before(async () => {
    app = await startTestApp();
    const [olive, ann] = await Promise.all(['Olive Organizer', 'Ann Angler'].map((n) => anAngler(app, n)));
    const t = await organizes(olive!, {
      startDate: '2030-06-10T06:00:00Z',
      endDate: '2030-06-10T18:00:00Z',
      registrationDeadline: '2030-06-09T00:00:00Z',
    });
    await joins(ann!, t);
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    await db.query(
      `insert into tournament_entries (id, tournament_id, angler_id, species, method, location_name, caught_at, submitted_at)
       select gen_random_uuid(), $1::uuid, $2::uuid, 'largemouth-bass', 'Spinning', 'North shore', now(), now() - n * interval '1 minute'
       from generate_series(1, ${ENTRIES}) n`,
      [t.id, ann!.id],
    );
    await db.query(`
      insert into tournament_photo_fingerprints (entry_id, crop, hash, band0, band1, band2, band3)
      select entry_id, crop, hash, (hash & 65535)::int, ((hash >> 16) & 65535)::int, ((hash >> 32) & 65535)::int, ((hash >> 48) & 65535)::int
      from (
        select e.id as entry_id, c as crop,
               ((random() * 4294967295)::int8 << 32) # (random() * 4294967295)::int8 as hash
        from tournament_entries e cross join generate_series(0, 22) c
      ) f`);
    await db.query('analyze tournament_photo_fingerprints');
    await db.query('analyze tournament_entries');
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  it('probes the four band indexes and never scans the fingerprints', async () => {
    const { text, values } = compile(samePictureQuery(0x0123_4567_89ab_cdefn, '00000000-0000-4000-8000-000000000000'));
    const { rows } = await db.query(`explain (format json) ${text}`, values as unknown[]);
    const plan = JSON.stringify(rows[0]['QUERY PLAN']);
    for (const band of [0, 1, 2, 3]) expect(plan).to.include(`tournament_photo_fingerprints_band${band}_idx`);
    const scans = [...plan.matchAll(/"Node Type":"Seq Scan"[^}]*?"Relation Name":"(\w+)"/g)].map((m) => m[1]);
    expect(scans).not.to.include('tournament_photo_fingerprints');
  });

  it('finds the one entry whose photo is the same picture among all of them, and how many bits apart', async () => {
    const {
      rows: [planted],
    } = await db.query<{ entry_id: string; hash: string }>(
      'select entry_id, hash::text from tournament_photo_fingerprints where crop = 7 order by entry_id limit 1',
    );
    const near = BigInt.asUintN(64, BigInt(planted!.hash)) ^ 0b1_0000_0000_0000_0101n; // 3 bits off, all in the lowest band
    const { text, values } = compile(samePictureQuery(near, '00000000-0000-4000-8000-000000000000'));
    const { rows } = await db.query(text, values as unknown[]);
    expect(rows).to.deep.equal([{ entry_id: planted!.entry_id, distance: 3 }]);
  });
});
