import { expect } from 'chai';
import type { LeaderboardRow, Tournament, TournamentEntry, TournamentEntryWithLog } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { aCatch, aPhoto, enters, EVENT, exifTime, HOUR, joins, organizes, reasonTime, verifies } from './builders.ts';

describe('tournaments: entries and their verification', () => {
  let app: TestApp;
  const clock = new ManualClock(EVENT.before);
  let olive: Angler;
  let ann: Angler;
  let ben: Angler;
  let sam: Angler;

  before(async () => {
    app = await startTestApp({ clock });
    [olive, ann, ben, sam] = await Promise.all(['Olive Organizer', 'Ann Angler', 'Ben Bass', 'Sam Spectator'].map((n) => anAngler(app, n)));
  });
  beforeEach(() => clock.set(EVENT.before));
  after(() => app?.close());

  /** A tournament Ann and Ben take part in, running now. */
  async function running(overrides = {}): Promise<Tournament> {
    const t = await organizes(olive, overrides);
    await joins(ann, t);
    await joins(ben, t);
    clock.set(EVENT.during);
    return t;
  }
  const entriesOf = async (t: Tournament, viewer: Angler = sam) =>
    (await viewer.get<TournamentEntry[]>(`/api/tournaments/${t.id}/entries`)).json;
  const board = async (t: Tournament) => (await sam.get<LeaderboardRow[]>(`/api/tournaments/${t.id}/leaderboard`)).json;
  const submit = (who: Angler, t: Tournament, overrides = {}) =>
    who.send<TournamentEntry & { message: string; issues: { message: string }[] }>(
      'POST',
      `/api/tournaments/${t.id}/entries`,
      aCatch(overrides),
    );
  async function refused(res: Promise<{ status: number; json: { message: string } }>, t: Tournament, status: number, message: string) {
    const before = (await entriesOf(t, olive)).length;
    const answer = await res;
    expect([answer.status, answer.json.message]).to.deep.equal([status, message]);
    expect((await entriesOf(t, olive)).length).to.equal(before);
  }

  it('takes a participant’s catch while active; it starts Pending and does not score', async () => {
    const t = await running();
    const entry = await enters(ann, t, { weight: 2.35, length: 45.5, bait: 'Worm' });
    expect(entry).to.include({ status: 'pending', verified: false, weight: 2.35, length: 45.5, participantName: 'Ann Angler', points: 65 });
    expect(entry.caughtAt).to.equal(EVENT.during.toISOString());
    expect((await entriesOf(t)).map((e) => e.id)).to.deep.equal([entry.id]);
    expect(await board(t)).to.deep.equal([]);
  });

  it('refuses entries from non-participants, before the start, after the end, outside the window — writing nothing', async () => {
    const t = await running();
    await refused(submit(sam, t), t, 422, 'Only participants can submit catches');
    await refused(
      submit(ann, t, { caughtAt: new Date(EVENT.start.getTime() - 60_000).toISOString() }),
      t,
      422,
      'The catch must be made during the tournament, and not in the future',
    );
    await refused(
      submit(ann, t, { caughtAt: new Date(EVENT.during.getTime() + 60_000).toISOString() }),
      t,
      422,
      'The catch must be made during the tournament, and not in the future',
    );
    await refused(submit(ann, t, { weight: null }), t, 422, 'Weight is required in a heaviest-fish tournament');
    clock.set(new Date(EVENT.start.getTime() - 1));
    await refused(submit(ann, t), t, 422, 'Catches can be submitted once the tournament has started');
    clock.set(EVENT.end);
    await refused(submit(ann, t), t, 422, 'This tournament is over: catches can no longer be submitted');
  });

  it('checks the entry form with the spec’s messages', async () => {
    const t = await running();
    const res = await ann.send<{ issues: { path: string[]; message: string }[] }>('POST', `/api/tournaments/${t.id}/entries`, {
      species: '',
      weight: 0,
      length: 0,
      method: ' ',
      locationName: '',
    });
    expect(res.status).to.equal(400);
    expect(Object.fromEntries(res.json.issues.map((i) => [i.path.at(-1), i.message]))).to.deep.equal({
      species: 'Species is required',
      weight: 'Weight must be greater than 0',
      length: 'Length must be greater than 0',
      method: 'Fishing method is required',
      locationName: 'Location is required',
    });
  });

  it('lets only the organizer verify or reject (403) — and only verified entries score', async () => {
    const t = await running();
    const entry = await enters(ann, t, { weight: 3.1 });
    for (const who of [ann, ben, sam]) {
      const v = await who.send<{ message: string }>('POST', `/api/tournaments/${t.id}/entries/${entry.id}/verify`);
      expect([v.status, v.json.message]).to.deep.equal([403, 'Only the organizer can verify catches']);
      const r = await who.send<{ message: string }>('POST', `/api/tournaments/${t.id}/entries/${entry.id}/reject`, {
        reason: 'eye_covered',
      });
      expect([r.status, r.json.message]).to.deep.equal([403, 'Only the organizer can reject catches']);
      expect((await who.get(`/api/tournaments/${t.id}/review`)).status).to.equal(403);
    }
    expect(await board(t)).to.deep.equal([]);
    expect((await olive.get<TournamentEntry[]>(`/api/tournaments/${t.id}/review`)).json.map((e) => e.id)).to.deep.equal([entry.id]);
    expect(await verifies(olive, t, entry)).to.include({ status: 'verified', verified: true });
    expect((await board(t)).map((r) => [r.rank, r.participantName, r.score])).to.deep.equal([[1, 'Ann Angler', 3.1]]);
    expect((await olive.get<TournamentEntry[]>(`/api/tournaments/${t.id}/review`)).json).to.deep.equal([]);
    const again = await olive.send<{ message: string }>('POST', `/api/tournaments/${t.id}/entries/${entry.id}/verify`);
    expect([again.status, again.json.message]).to.deep.equal([409, 'This catch is already verified']);
  });

  it('rejects with a reason anglers know, lets the angler resubmit, and logs every act in order', async () => {
    const t = await running();
    const entry = await enters(ann, t, { weight: 1.2 });
    const noNote = await olive.send<{ issues: { message: string }[] }>('POST', `/api/tournaments/${t.id}/entries/${entry.id}/reject`, {
      reason: 'other',
    });
    expect(noNote.json.issues[0]!.message).to.equal('Say what was wrong in a few words');
    const rejected = await olive.send<TournamentEntry>('POST', `/api/tournaments/${t.id}/entries/${entry.id}/reject`, {
      reason: 'identifier_not_visible',
      note: 'Code hidden by a thumb',
    });
    expect(rejected.json).to.deep.include({
      status: 'rejected',
      rejection: { reason: 'identifier_not_visible', note: 'Code hidden by a thumb' },
    });
    expect((await entriesOf(t, sam)).map((e) => e.id)).not.to.include(entry.id); // a rejection is the angler's business
    expect((await entriesOf(t, ann)).map((e) => e.id)).to.include(entry.id);
    const edit = (who: Angler) =>
      who.send<TournamentEntry & { message: string }>('PUT', `/api/tournaments/${t.id}/entries/${entry.id}`, aCatch({ weight: 1.25 }));
    expect((await edit(ben)).status).to.equal(403);
    const resubmitted = await edit(ann);
    expect(resubmitted.json).to.include({ status: 'pending', weight: 1.25 });
    expect(resubmitted.json.rejection).to.equal(null);
    await verifies(olive, t, entry);
    const frozen = await edit(ann);
    expect([frozen.status, frozen.json.message]).to.deep.equal([409, 'This catch is already verified']);
    const { json } = await sam.get<TournamentEntryWithLog>(`/api/tournaments/${t.id}/entries/${entry.id}`);
    expect(json.log.map((l) => [l.action, l.by, l.reason])).to.deep.equal([
      ['submitted', 'angler', null],
      ['rejected', 'organizer', 'identifier_not_visible'],
      ['resubmitted', 'angler', null],
      ['verified', 'organizer', null],
    ]);
  });

  it('lets its angler edit a pending entry, keeping its place in the queue', async () => {
    const t = await running();
    const first = await enters(ann, t, { weight: 1 });
    clock.advance(60_000);
    await enters(ben, t, { weight: 2 });
    const edited = await ann.send<TournamentEntry>(
      'PUT',
      `/api/tournaments/${t.id}/entries/${first.id}`,
      aCatch({ weight: 1.5, species: 'walleye' }),
    );
    expect(edited.json).to.include({ status: 'pending', weight: 1.5, species: 'walleye', submittedAt: first.submittedAt });
    expect((await olive.get<TournamentEntry[]>(`/api/tournaments/${t.id}/review`)).json.map((e) => e.participantName)).to.deep.equal([
      'Ann Angler',
      'Ben Bass',
    ]);
  });

  it('lets another participant challenge a verified entry anonymously: back to review, off the leaderboard', async () => {
    const t = await running();
    const entry = await enters(ann, t, { weight: 4.4 });
    await verifies(olive, t, entry);
    const challenge = (who: Angler) =>
      who.send<TournamentEntry & { message: string }>('POST', `/api/tournaments/${t.id}/entries/${entry.id}/challenge`, {
        note: 'That fish was on Facebook last year',
      });
    expect((await challenge(ann)).json.message).to.equal('You cannot challenge your own catch');
    expect((await challenge(sam)).json.message).to.equal('Only participants can challenge catches');
    const challenged = await challenge(ben);
    expect(challenged.json).to.include({ status: 'pending', verified: false });
    expect(await board(t)).to.deep.equal([]);
    expect((await challenge(ben)).json.message).to.equal('Only verified catches can be challenged');
    await verifies(olive, t, entry);
    expect((await challenge(ben)).json.message).to.equal('You have already challenged this catch');
    const { json } = await ann.get<TournamentEntryWithLog>(`/api/tournaments/${t.id}/entries/${entry.id}`);
    expect(json.log.map((l) => l.by)).to.deep.equal(['angler', 'organizer', 'participant', 'organizer']);
    expect(JSON.stringify(json.log)).not.to.include(ben.id);
    expect(JSON.stringify(json.log)).not.to.include('Ben');
  });

  it('takes a photo as evidence: stored without its metadata, its capture time read first and kept', async () => {
    const t = await running();
    const inTheWindow = new Date(EVENT.start.getTime() + 2 * HOUR + 45 * 60_000);
    const inWindow = await enters(ann, t, { photoDataUrl: await aPhoto(1, { at: exifTime(inTheWindow), offset: '+00:00' }) });
    expect(inWindow.photoUrl).to.match(/^\/media\/photos\/.+\.webp$/);
    expect(inWindow.thumbnailUrl).to.match(/\.thumb\.webp$/);
    expect(inWindow.photoTakenAt).to.equal(inTheWindow.toISOString());
    expect(inWindow.flags).to.deep.equal([]);
    const stored = Buffer.from(await (await fetch(`${app.url}${inWindow.photoUrl}`)).arrayBuffer());
    expect(stored.includes(Buffer.from(exifTime(inTheWindow).slice(0, 10)))).to.equal(false);
    const others = (await entriesOf(t, sam)).find((e) => e.id === inWindow.id)!;
    expect(others.flags).to.deep.equal([]);
    expect(others.photoTakenAt).to.equal(null);
  });

  it('flags a photo taken before the event, one without a photo, and the same photo twice or by two anglers — and only notes one without a capture time', async () => {
    const t = await running();
    const later: typeof enters = (...args) => {
      clock.advance(1000);
      return enters(...args);
    };
    const yesterday = await later(ann, t, {
      photoDataUrl: await aPhoto(2, { at: exifTime(new Date(EVENT.deadline.getTime() + 12 * HOUR)), offset: '-07:00' }),
    });
    expect(yesterday.flags).to.deep.equal(['taken_outside_window']);
    const noTime = await later(ann, t, { photoDataUrl: await aPhoto(3) });
    expect(noTime.flags).to.deep.equal([]);
    expect(noTime.flagDetails).to.deep.equal([
      {
        kind: 'no_capture_time',
        severity: 'note',
        reason: 'No capture time in the photo, so when it was taken cannot be checked.',
        earlierEntry: null,
      },
    ]);
    const noPhoto = await later(ann, t);
    expect(noPhoto.flags).to.deep.equal(['no_photo']);
    const original = await aPhoto(4, { at: exifTime(new Date(EVENT.start.getTime() + HOUR)), offset: '+00:00' });
    expect((await later(ann, t, { photoDataUrl: original })).flags).to.deep.equal([]);
    expect((await later(ann, t, { photoDataUrl: original })).flags).to.deep.equal(['photo_reused']);
    expect((await later(ben, t, { photoDataUrl: original })).flags).to.deep.equal(['photo_reused']);
    const queue = (await olive.get<TournamentEntry[]>(`/api/tournaments/${t.id}/review`)).json;
    expect(queue.map((e) => e.flags.join(','))).to.deep.equal(['taken_outside_window', '', 'no_photo', '', 'photo_reused', 'photo_reused']);
    expect(queue[0]!.flagDetails![0]!.reason).to.equal(
      `The photo was taken ${reasonTime(new Date(EVENT.deadline.getTime() + 19 * HOUR))} UTC, outside the tournament (${reasonTime(EVENT.start)} UTC – ${reasonTime(EVENT.end)} UTC).`,
    );
    const first = queue[3]!;
    expect(queue.slice(4).map((e) => e.flagDetails![0]!.earlierEntry?.id)).to.deep.equal([first.id, first.id]);
  });

  it('reveals the identifier code to participants 15 minutes before the start, never to others', async () => {
    const t = await organizes(olive);
    await joins(ann, t);
    const code = async (who: Angler) => (await who.get<Tournament>(`/api/tournaments/${t.id}`)).json.identifierCode;
    expect(await code(olive)).to.match(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    clock.set(new Date(EVENT.start.getTime() - 15 * 60_000 - 1));
    expect(await code(ann)).to.equal(null);
    clock.set(new Date(EVENT.start.getTime() - 15 * 60_000));
    expect(await code(ann)).to.equal(await code(olive));
    expect(await code(sam)).to.equal(null);
  });

  it('takes a leaver’s catches off the leaderboard', async () => {
    const t = await running();
    await verifies(olive, t, await enters(ann, t, { weight: 5 }));
    await verifies(olive, t, await enters(ben, t, { weight: 4 }));
    expect((await board(t)).map((r) => r.participantName)).to.deep.equal(['Ann Angler', 'Ben Bass']);
    expect((await ann.send('DELETE', `/api/tournaments/${t.id}/leave`)).status).to.equal(204);
    expect((await board(t)).map((r) => [r.rank, r.participantName])).to.deep.equal([[1, 'Ben Bass']]);
  });

  it('keeps the judging log append-only in the database itself', async () => {
    const t = await running();
    const entry = await enters(ann, t);
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      for (const statement of ['update tournament_judging_log set note = $1', 'delete from tournament_judging_log where entry_id = $1']) {
        let error: Error | undefined;
        await client.query(statement, [statement.startsWith('update') ? 'rewritten' : entry.id]).catch((e: Error) => (error = e));
        expect(error?.message).to.equal('the judging log is append-only');
      }
    } finally {
      await client.end();
    }
  });
});
