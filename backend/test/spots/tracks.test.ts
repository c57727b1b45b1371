import { expect } from 'chai';
import pg from 'pg';
import { ImportedTrip, Trip, TRACK_LIMITS } from '@tightlines/contracts';
import { HttpClient, pastTheFirstDay, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, mates, type Angler } from '../support/builders/anglers.ts';
import { shieldPoint } from '../../src/shared/kernel/location-shield.ts';
import { aGpxTrack, childrenNamed, only, parseXml } from './gpx-files.ts';

/** Tracks in and out: a GPX file from a watch becomes a trip with its path; a trip goes out as GPX or KML. */
describe('spots: tracks in and out', function () {
  this.timeout(60_000);
  let app: TestApp;
  let db: pg.Client;
  let rosa: Angler;
  let bo: Angler;

  before(async () => {
    app = await startTestApp({ clock: pastTheFirstDay() });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    [rosa, bo] = await Promise.all([anAngler(app, 'Track Rosa'), anAngler(app, 'Track Bo')]);
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  const count = async (table: string) => Number((await db.query(`select count(*) from ${table}`)).rows[0].count);
  const upload = async (angler: Angler, file: string | Uint8Array, filename = 'activity.gpx') => {
    const form = new FormData();
    form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: 'application/gpx+xml' }), filename);
    const res = await angler.request('/api/trips/import', { method: 'POST', body: form });
    const text = await res.text();
    return { status: res.status, text, json: text.startsWith('{') ? JSON.parse(text) : undefined };
  };
  // The file alone as the body, as a watch's companion app or curl --data-binary sends it.
  const sendRaw = (angler: Angler, file: string | Uint8Array, type = 'application/gpx+xml') =>
    angler.request('/api/trips/import', {
      method: 'POST',
      headers: { 'content-type': type },
      body: typeof file === 'string' ? file : new Uint8Array(file),
    });
  const importGpx = async (angler: Angler, gpx: string) => {
    const res = await upload(angler, gpx);
    expect(res.status, res.text).to.equal(201);
    return ImportedTrip.parse(res.json);
  };

  it('imports a GPX track into a new trip over its time range, with its path and its waypoints offered as catches', async () => {
    const gpx = aGpxTrack({
      points: 50,
      waypoints: [{ name: 'Walleye by the weed bed', latitude: 46.8712, longitude: -89.3105, at: '2026-06-14T05:31:00Z' }],
    });
    const { trip, waypoints } = await importGpx(rosa, gpx);
    expect(trip).to.include({
      userId: rosa.id,
      location: 'Morning on the lake',
      latitude: 46.87,
      longitude: -89.31,
      fishingSuccess: false,
    });
    expect(trip.createdAt).to.equal('2026-06-14T05:10:00.000Z');
    expect(trip.track).to.deep.include({ startedAt: '2026-06-14T05:10:00.000Z', endedAt: '2026-06-14T05:14:05.000Z' });
    expect(trip.track!.path).to.have.length(50);
    expect(trip.track!.path[49]).to.deep.equal([46.8798, -89.3002]);
    expect(waypoints).to.deep.equal([
      { name: 'Walleye by the weed bed', latitude: 46.8712, longitude: -89.3105, at: '2026-06-14T05:31:00.000Z' },
    ]);
    const [row] = (await db.query('select cardinality(latitudes) as n, started_at from trip_tracks where trip_id = $1', [trip.id])).rows;
    expect(row.n).to.equal(50);
    // Its own trip page shows the path exactly.
    const page = Trip.parse((await rosa.get(`/api/trips/${trip.id}`)).json);
    expect(page.track!.path).to.deep.equal(trip.track!.path);
  });

  it('imports a GPX file sent raw as the body (application/gpx+xml) just as one sent in a form', async () => {
    const res = await sendRaw(rosa, aGpxTrack({ points: 20 }));
    expect(res.status).to.equal(201);
    const { trip } = ImportedTrip.parse(await res.json());
    expect(trip.track).to.deep.include({ startedAt: '2026-06-14T05:10:00.000Z', endedAt: '2026-06-14T05:11:35.000Z' });
    expect(trip.track!.path).to.have.length(20);
  });

  it('lets the path go with its trip when the trip is deleted', async () => {
    const { trip } = await importGpx(rosa, aGpxTrack({ points: 5 }));
    expect((await db.query('select 1 from trip_tracks where trip_id = $1', [trip.id])).rowCount).to.equal(1);
    expect((await rosa.send('DELETE', `/api/trips/${trip.id}`)).status).to.equal(204);
    expect((await db.query('select 1 from trip_tracks where trip_id = $1', [trip.id])).rowCount).to.equal(0);
  });

  describe('a bad file gets a clear error and nothing is saved', () => {
    const cases: Array<[string, string | Uint8Array, number, RegExp]> = [
      ['not XML', 'lat,lon,time\n46.87,-89.31,2026-06-14T05:10:00Z\n', 422, /not well-formed XML/],
      [
        'XML but not GPX',
        '<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>',
        422,
        /root element is not <gpx>/,
      ],
      [
        'GPX with no track points',
        '<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg/></trk></gpx>',
        422,
        /no track points/,
      ],
      ['points without times', aGpxTrack({ points: 5, times: false }), 422, /carry no times/],
      ['a truncated file', aGpxTrack({ points: 40 }).slice(0, 1500), 422, /not well-formed XML/],
      ['a point off the globe', aGpxTrack({ points: 3 }).replace('lat="46.8700000"', 'lat="146.87"'), 422, /no valid latitude/],
      ['an empty file', '', 422, /not well-formed XML/],
    ];
    for (const [what, file, status, message] of cases)
      it(`refuses ${what} (${status})`, async () => {
        const [trips, tracks] = [await count('trips'), await count('trip_tracks')];
        const res = await upload(rosa, file);
        expect(res.status, res.text).to.equal(status);
        expect(res.json.message).to.match(message);
        expect([await count('trips'), await count('trip_tracks')]).to.deep.equal([trips, tracks]);
      });

    it('refuses a file over 10 MB (413), as a form or raw, and one sent neither as a form nor as GPX (415)', async () => {
      const trips = await count('trips');
      const big = new Uint8Array(TRACK_LIMITS.fileBytes + 1).fill(0x20);
      const res = await upload(rosa, big);
      expect(res.status, res.text).to.equal(413);
      expect((await sendRaw(rosa, big)).status).to.equal(413);
      expect((await sendRaw(rosa, aGpxTrack({ points: 3 }), 'text/csv')).status).to.equal(415);
      expect(await count('trips')).to.equal(trips);
    });

    it('refuses a bad file sent raw as it does one in a form, keeping nothing', async () => {
      const [trips, tracks] = [await count('trips'), await count('trip_tracks')];
      const res = await sendRaw(rosa, aGpxTrack({ points: 40 }).slice(0, 1500));
      expect(res.status).to.equal(422);
      expect(((await res.json()) as { message: string }).message).to.match(/not well-formed XML/);
      expect([await count('trips'), await count('trip_tracks')]).to.deep.equal([trips, tracks]);
    });

    it('asks a visitor to sign in (401)', async () => {
      const res = await new HttpClient(app.url).request('/api/trips/import', { method: 'POST', body: new FormData() });
      expect(res.status).to.equal(401);
    });
  });

  describe('export', () => {
    it('gives its angler the trip as GPX 1.1: waypoints, then the track with every fix, text escaped', async () => {
      const { trip } = await importGpx(
        rosa,
        aGpxTrack({
          points: 30,
          name: 'Pike &amp; perch &lt;north&gt;',
          waypoints: [{ name: 'Snag', latitude: 46.871, longitude: -89.3 }],
        }),
      );
      const res = await rosa.request(`/api/trips/${trip.id}/export/gpx`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^application\/gpx\+xml/);
      expect(res.headers.get('content-disposition')).to.equal(`attachment; filename="tightlines-trip-${trip.id}.gpx"`);
      const gpx = parseXml(await res.text());
      expect(gpx).to.deep.include({ name: 'gpx' });
      expect(gpx.attributes).to.include({ version: '1.1', '@ns': 'http://www.topografix.com/GPX/1/1' });
      expect(gpx.children.map((c) => c.name)).to.deep.equal(['metadata', 'wpt', 'trk']);
      expect(only(only(gpx, 'wpt'), 'name').text).to.equal('Snag');
      const trk = only(gpx, 'trk');
      expect(only(trk, 'name').text).to.equal('Pike & perch <north>');
      const fixes = childrenNamed(only(trk, 'trkseg'), 'trkpt');
      expect(fixes).to.have.length(30);
      expect(fixes[0]!.attributes).to.include({ lat: '46.87', lon: '-89.31' });
      expect(only(fixes[29]!, 'time').text).to.equal('2026-06-14T05:12:25.000Z');
    });

    it('gives its angler the trip as KML 2.2: the path as a LineString in lon,lat order, waypoints as placemarks', async () => {
      const { trip } = await importGpx(
        rosa,
        aGpxTrack({ points: 4, waypoints: [{ name: 'Bass', latitude: 46.8705, longitude: -89.3101 }] }),
      );
      const res = await rosa.request(`/api/trips/${trip.id}/export/kml`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^application\/vnd\.google-earth\.kml\+xml/);
      const kml = parseXml(await res.text());
      expect(kml.name).to.equal('kml');
      expect(kml.attributes['@ns']).to.equal('http://www.opengis.net/kml/2.2');
      const placemarks = childrenNamed(only(kml, 'Document'), 'Placemark');
      expect(placemarks).to.have.length(2);
      expect(only(only(placemarks[0]!, 'Point'), 'coordinates').text).to.equal('-89.3101,46.8705');
      const line = only(only(placemarks[1]!, 'LineString'), 'coordinates').text.split(' ');
      expect(line).to.deep.equal(['-89.31,46.87', '-89.3098,46.8702', '-89.3096,46.8704', '-89.3094,46.8706']);
    });

    it('writes a trip without a path as its single point', async () => {
      const res = await rosa.send('POST', '/api/spots/trips', {
        location: 'Beaver <pond>',
        latitude: 46.9,
        longitude: -89.4,
        fishingSuccess: true,
      });
      const id = Trip.parse(res.json).id;
      const gpx = parseXml(await (await rosa.request(`/api/trips/${id}/export/gpx`)).text());
      expect(gpx.children.map((c) => c.name)).to.deep.equal(['metadata', 'wpt']);
      expect(only(gpx, 'wpt').attributes).to.include({ lat: '46.9', lon: '-89.4' });
      expect(only(only(gpx, 'wpt'), 'name').text).to.equal('Beaver <pond>');
    });

    it('lets only its angler export a trip: to anyone else, even one who may see the trip, the file is not there (404)', async () => {
      const { trip } = await importGpx(bo, aGpxTrack({ points: 10 }));
      expect((await rosa.get(`/api/trips/${trip.id}`)).status, 'rosa may see the public trip').to.equal(200);
      for (const format of ['gpx', 'kml']) expect((await rosa.get(`/api/trips/${trip.id}/export/${format}`)).status).to.equal(404);
      expect((await bo.get(`/api/trips/${trip.id}/export/gpx`)).status).to.equal(200);
      expect((await bo.get(`/api/trips/${trip.id}/export/shp`)).status).to.equal(400);
    });
  });

  describe('the path others see obeys the location shield', () => {
    let trip: ImportedTrip['trip'];
    before(async () => {
      // 400 fixes ~22 m apart: about 9 km of shore.
      ({ trip } = await importGpx(rosa, aGpxTrack({ points: 400 })));
    });
    const seenBy = async (viewer: Angler) => Trip.parse((await viewer.get(`/api/trips/${trip.id}`)).json);
    const setPublicPrecision = async (publicPrecision: string) => {
      const res = await rosa.send('PATCH', `/api/trips/${trip.id}`, {
        fishingSuccess: false,
        location: trip.location,
        latitude: trip.latitude,
        longitude: trip.longitude,
        publicPrecision,
      });
      expect(res.status, res.text).to.equal(200);
    };

    it('snaps each fix to its 1 km cell and drops repeats', async () => {
      await setPublicPrecision('1km');
      const seen = await seenBy(bo);
      expect(seen.locationPrecision).to.equal('1km');
      const expected: Array<[number, number]> = [];
      for (const [latitude, longitude] of trip.track!.path) {
        const cell = shieldPoint({ latitude, longitude }, '1km')!;
        const last = expected.at(-1);
        if (!last || last[0] !== cell.latitude || last[1] !== cell.longitude) expected.push([cell.latitude, cell.longitude]);
      }
      expect(seen.track!.path).to.deep.equal(expected);
      expect(seen.track!.path.length).to.be.within(2, 40);
      expect(seen.latitude).to.equal(expected[0]![0]);
    });

    it('snaps to 10 km cells at about 10 km', async () => {
      await setPublicPrecision('10km');
      const path = (await seenBy(bo)).track!.path;
      expect(path.length).to.be.within(1, 3);
      for (const [latitude, longitude] of path) expect(shieldPoint({ latitude, longitude }, '10km')).to.deep.equal({ latitude, longitude });
    });

    it("shows a mate the path at the trip's mates precision (exact by default) while the public sees it snapped", async () => {
      await setPublicPrecision('1km');
      const cam = await anAngler(app, 'Track Cam');
      await mates(cam, rosa);
      const seen = await seenBy(cam);
      expect(seen.locationPrecision).to.equal('exact');
      expect(seen.track!.path).to.deep.equal(trip.track!.path);
      expect((await seenBy(bo)).track!.path.length).to.be.lessThan(trip.track!.path.length);
    });

    it('sends no path at all at place name only and hidden, while its angler still sees it exactly', async () => {
      for (const precision of ['place', 'hidden']) {
        await setPublicPrecision(precision);
        const seen = await seenBy(bo);
        expect(seen.latitude).to.equal(null);
        expect(seen.track!.path).to.deep.equal([]);
      }
      expect((await seenBy(rosa)).track!.path).to.have.length(400);
    });
  });
});
