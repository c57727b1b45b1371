import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import type { LeaderboardRow, Tournament, TournamentEntry, TournamentEntryWithLog } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { aPhoto, DAY, enters, EVENT, isoAfter, joins, organizes, verifies } from './builders.ts';

/**
 * An angler who deletes their account (domain/deleted-angler.ts): what has started keeps its
 * history for everyone else under 'Deleted angler' (standings, ranks, the judging log), what has not
 * started drops them or — organised by them — is cancelled; nothing names them any more.
 */
describe('tournaments: an angler deletes their account', () => {
  let app: TestApp;
  let db: pg.Client;
  const clock = new ManualClock(EVENT.before);
  let olive: Angler;
  let ann: Angler;
  let ben: Angler;
  let dee: Angler;
  let deeId: string;
  let open: Tournament; // Olive's, running: Dee leads it
  let deesCup: Tournament; // Dee's, running: Ann's catch verified by Dee
  let deesLater: Tournament; // Dee's, upcoming, Ben joined
  let oliveLater: Tournament; // Olive's, upcoming, Dee and Ann joined
  let deesFish: TournamentEntry;
  let annsFish: TournamentEntry;
  let bensFish: TournamentEntry;
  let annsCupFish: TournamentEntry;

  const LATER = {
    startDate: isoAfter(EVENT.start, 30 * DAY),
    endDate: isoAfter(EVENT.end, 30 * DAY),
    registrationDeadline: isoAfter(EVENT.deadline, 30 * DAY),
  };
  const board = async (t: Tournament) =>
    (await ann.get<LeaderboardRow[]>(`/api/tournaments/${t.id}/leaderboard`)).json.map((r) => [
      r.rank,
      r.participantName,
      r.score,
      r.count,
    ]);
  const row = async (text: string, params: unknown[] = []) => (await db.query(text, params)).rows[0];

  before(async () => {
    app = await startTestApp({ clock });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    [olive, ann, ben, dee] = await Promise.all(['Olive Organizer', 'Ann Angler', 'Ben Bass', 'Dee Departing'].map((n) => anAngler(app, n)));
    deeId = dee.id;
    open = await organizes(olive, { title: 'Olive Open' });
    for (const a of [ann, ben, dee]) await joins(a, open);
    deesCup = await organizes(dee, { title: 'Dee Cup' });
    await joins(ann, deesCup);
    deesLater = await organizes(dee, { title: 'Dee Later', ...LATER });
    await joins(ben, deesLater);
    oliveLater = await organizes(olive, { title: 'Olive Later', ...LATER });
    await joins(dee, oliveLater);
    await joins(ann, oliveLater);

    clock.set(EVENT.during);
    deesFish = await verifies(
      olive,
      open,
      await enters(dee, open, { weight: 5, description: 'Dee at the jetty', photoDataUrl: await aPhoto(7) }),
    );
    clock.advance(60_000);
    annsFish = await verifies(olive, open, await enters(ann, open, { weight: 3 }));
    clock.advance(60_000);
    bensFish = await verifies(olive, open, await enters(ben, open, { weight: 2 }));
    clock.advance(60_000);
    await enters(dee, open, { weight: 9 }); // pending when Dee leaves: never judged
    const challenged = await dee.send('POST', `/api/tournaments/${open.id}/entries/${bensFish.id}/challenge`, {
      note: 'Looks like last year',
    });
    expect(challenged.status, challenged.text).to.equal(200);
    clock.advance(60_000);
    await verifies(olive, open, bensFish); // looked at again, and it stands
    annsCupFish = await verifies(dee, deesCup, await enters(ann, deesCup, { weight: 4 }));
    expect(await board(open)).to.deep.equal([
      [1, 'Dee Departing', 5, 1],
      [2, 'Ann Angler', 3, 1],
      [3, 'Ben Bass', 2, 1],
    ]);

    const res = await dee.send('POST', '/api/account/delete', { confirmation: 'DELETE' });
    expect(res.status, res.text).to.equal(204);
    await app.settled();
  });
  after(async () => {
    await db?.end();
    await app?.close();
  });

  it("keeps a running tournament's standings exact: their place stays, as 'Deleted angler', and everyone else's rank and score", async () => {
    expect(await board(open)).to.deep.equal([
      [1, 'Deleted angler', 5, 1],
      [2, 'Ann Angler', 3, 1],
      [3, 'Ben Bass', 2, 1],
    ]);
    expect((await ann.get<Tournament>(`/api/tournaments/${open.id}`)).json).to.include({ participantCount: 3, status: 'active' });
    const names = (await ann.get<Array<{ participantName: string | null }>>(`/api/tournaments/${open.id}/participants`)).json.map(
      (p) => p.participantName,
    );
    expect(names.sort()).to.deep.equal(['Ann Angler', 'Ben Bass', 'Deleted angler']);
  });

  it('keeps their entries without anything personal: no photo (gone from the media store), no description, no account', async () => {
    const entry = (await olive.get<TournamentEntryWithLog>(`/api/tournaments/${open.id}/entries/${deesFish.id}`)).json;
    expect(entry).to.include({
      participantName: 'Deleted angler',
      weight: 5,
      status: 'verified',
      photoUrl: null,
      thumbnailUrl: null,
      description: null,
    });
    expect(entry.userId).not.to.equal(deeId);
    expect(entry.log.map((l) => [l.action, l.by])).to.deep.equal([
      ['submitted', 'angler'],
      ['verified', 'organizer'],
    ]);
    if (app.config.media.mode !== 'local') throw new Error('expected local media');
    expect(fs.existsSync(path.join(app.config.media.dir, deesFish.photoUrl!.replace(/^\/media\//, '')))).to.equal(false);
    expect(fs.existsSync(path.join(app.config.media.dir, deesFish.thumbnailUrl!.replace(/^\/media\//, '')))).to.equal(false);
  });

  it('forgets their photos’ fingerprints too: nothing of theirs is found again as an earlier entry', async () => {
    expect(await row('select count(*)::int as n from tournament_photo_fingerprints where entry_id = $1', [deesFish.id])).to.deep.equal({
      n: 0,
    });
    const again = await enters(ann, open, { weight: 2.5, photoDataUrl: await aPhoto(7) });
    expect(again.flags).to.deep.equal([]);
  });

  it('keeps every judging log line, with the deleted angler as actor forgotten (null) — their challenge included', async () => {
    const lines = (
      await db.query('select action, actor_id, actor_role from tournament_judging_log where entry_id = any($1) order by id', [
        [deesFish.id, annsFish.id, bensFish.id, annsCupFish.id],
      ])
    ).rows;
    expect(lines).to.deep.equal([
      { action: 'submitted', actor_id: null, actor_role: 'angler' },
      { action: 'verified', actor_id: olive.id, actor_role: 'organizer' },
      { action: 'submitted', actor_id: ann.id, actor_role: 'angler' },
      { action: 'verified', actor_id: olive.id, actor_role: 'organizer' },
      { action: 'submitted', actor_id: ben.id, actor_role: 'angler' },
      { action: 'verified', actor_id: olive.id, actor_role: 'organizer' },
      { action: 'challenged', actor_id: null, actor_role: 'participant' },
      { action: 'verified', actor_id: olive.id, actor_role: 'organizer' },
      { action: 'submitted', actor_id: ann.id, actor_role: 'angler' },
      { action: 'verified', actor_id: null, actor_role: 'organizer' },
    ]);
  });

  it('keeps a running tournament they organised, its organizer anonymised, its verified standings exact and no one able to judge', async () => {
    expect((await ann.get<Tournament>(`/api/tournaments/${deesCup.id}`)).json).to.include({
      organizerName: 'Deleted angler',
      status: 'active',
      participantCount: 1,
    });
    expect(await board(deesCup)).to.deep.equal([[1, 'Ann Angler', 4, 1]]);
  });

  it('cancels an upcoming tournament they organised: nobody is left to run it', async () => {
    expect((await ben.get<Tournament>(`/api/tournaments/${deesLater.id}`)).json).to.include({
      organizerName: 'Deleted angler',
      status: 'cancelled',
      participantCount: 1,
    });
  });

  it('drops them from an upcoming tournament they joined, its participant count exact', async () => {
    expect((await ann.get<Tournament>(`/api/tournaments/${oliveLater.id}`)).json).to.include({ participantCount: 1, status: 'upcoming' });
    const names = (await ann.get<Array<{ participantName: string | null }>>(`/api/tournaments/${oliveLater.id}/participants`)).json.map(
      (p) => p.participantName,
    );
    expect(names).to.deep.equal(['Ann Angler']);
  });

  it('leaves their id in no tournament table', async () => {
    for (const table of [
      'tournaments',
      'tournament_participants',
      'tournament_entries',
      'tournament_judging_log',
      'tournament_standings',
      'tournament_prizes',
    ]) {
      expect(await row(`select count(*)::int as n from ${table} t where position($1 in t::text) > 0`, [deeId]), table).to.deep.equal({
        n: 0,
      });
    }
  });

  it('still refuses any other change to the judging log: no edit, no removal, no line without its actor', async () => {
    const fails = async (text: string, params: unknown[]) => {
      const error = await db.query(text, params).then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.message, text).to.match(/judging log/);
    };
    await fails(`update tournament_judging_log set note = 'changed' where entry_id = $1`, [annsFish.id]);
    await fails(`update tournament_judging_log set actor_id = null, note = 'changed' where entry_id = $1 and actor_id is not null`, [
      annsFish.id,
    ]);
    await fails(`update tournament_judging_log set actor_id = $2 where entry_id = $1 and actor_id is null`, [deesFish.id, olive.id]);
    await fails('delete from tournament_judging_log where entry_id = $1', [annsFish.id]);
    await fails(
      `insert into tournament_judging_log (entry_id, at, action, actor_id, actor_role) values ($1, now(), 'edited', null, 'angler')`,
      [annsFish.id],
    );
  });
});
