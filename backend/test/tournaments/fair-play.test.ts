import { expect } from 'chai';
import sharp from 'sharp';
import type { Tournament, TournamentEntry, TournamentEntryWithLog } from '@tightlines/contracts';
import { startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { ManualClock } from '../../src/platform/time/clock.ts';
import { enters, EVENT, joins, organizes } from './builders.ts';
import { catchScene } from './catch-scenes.ts';

const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

describe('tournaments no one can cheat: duplicate photos, plausibility, rejection and one appeal', () => {
  let app: TestApp;
  const clock = new ManualClock(EVENT.before);
  let olive: Angler;
  let otto: Angler;
  let ann: Angler;
  let ben: Angler;
  let sam: Angler;

  before(async () => {
    app = await startTestApp({ clock });
    [olive, otto, ann, ben, sam] = await Promise.all(
      ['Olive Organizer', 'Otto Organizer', 'Ann Angler', 'Ben Bass', 'Sam Spectator'].map((n) => anAngler(app, n)),
    );
  });
  beforeEach(() => clock.set(EVENT.before));
  after(() => app?.close());

  /** A tournament of `organizer` that Ann, Ben and Sam take part in, running now. */
  async function running(organizer: Angler, title: string): Promise<Tournament> {
    clock.set(EVENT.before);
    const t = await organizes(organizer, { title });
    for (const angler of [ann, ben, sam]) await joins(angler, t);
    clock.set(EVENT.during);
    return t;
  }
  const review = async (organizer: Angler, t: Tournament) => {
    const res = await organizer.get<TournamentEntry[]>(`/api/tournaments/${t.id}/review`);
    expect(res.status, res.text).to.equal(200);
    return res.json;
  };

  it('flags a mirrored, cropped, re-encoded copy of a photo entered in another tournament, with the earlier entry beside it', async () => {
    const spring = await running(olive, 'Spring Bass Classic');
    const photo = await catchScene(101);
    const original = await enters(ann, spring, { photoDataUrl: dataUrl(photo) });
    expect(original.flags).to.deep.equal([]);

    const summer = await running(otto, 'Summer Bass Open');
    const { width, height } = await sharp(photo).metadata();
    const copy = await sharp(photo)
      .flop()
      .extract({ left: Math.round(width * 0.07), top: 0, width: width - Math.round(width * 0.07), height })
      .resize(Math.round(width * 0.6))
      .jpeg({ quality: 55 })
      .toBuffer();
    clock.advance(60_000);
    const reused = await enters(ben, summer, { photoDataUrl: dataUrl(copy) });
    expect(reused.flags).to.deep.equal(['photo_reused']);

    const [seen] = (await review(otto, summer)).filter((e) => e.id === reused.id);
    expect(seen!.flagDetails!.map((f) => [f.kind, f.severity])).to.deep.equal([
      ['no_capture_time', 'note'],
      ['photo_reused', 'flag'],
    ]);
    const flag = seen!.flagDetails![1];
    expect(flag!.reason).to.match(/^This photo is a near-duplicate of an earlier entry’s photo \(\d of 64 fingerprint bits differ\)/);
    expect(flag!.earlierEntry).to.deep.equal({
      id: original.id,
      tournamentId: spring.id,
      tournamentTitle: 'Spring Bass Classic',
      participantName: 'Ann Angler',
      photoUrl: original.photoUrl,
      thumbnailUrl: original.thumbnailUrl,
      submittedAt: original.submittedAt,
    });

    // Another participant sees neither the flag nor where the photo came from.
    const others = (await sam.get<TournamentEntry[]>(`/api/tournaments/${summer.id}/entries`)).json.find((e) => e.id === reused.id)!;
    expect([others.flags, others.flagDetails]).to.deep.equal([[], []]);
  });

  it('does not flag a distinct photo of the same species', async () => {
    const t = await running(olive, 'Autumn Bass Open');
    const first = await enters(ann, t, { photoDataUrl: dataUrl(await catchScene(201)) });
    clock.advance(60_000);
    const second = await enters(ben, t, { photoDataUrl: dataUrl(await catchScene(202)) });
    expect([first.flags, second.flags]).to.deep.equal([[], []]);
  });

  it('flags a catch beyond the species’ record, or too heavy for its length, with the reason and its source', async () => {
    const t = await running(olive, 'Record Hunt');
    const heavy = await enters(ann, t, { species: 'largemouth-bass', weight: 11.2, length: 80 });
    const squat = await enters(ben, t, { species: 'largemouth-bass', weight: 9, length: 40 });
    const honest = await enters(sam, t, { species: 'largemouth-bass', weight: 2.5, length: 50 });
    const queue = await review(olive, t);
    const flagsOf = (id: string) =>
      queue
        .find((e) => e.id === id)!
        .flagDetails!.filter((f) => f.severity === 'flag')
        .map((f) => [f.kind, f.reason]);
    expect(flagsOf(heavy.id)).to.deep.equal([
      ['no_photo', 'No photo was submitted with this catch.'],
      [
        'beyond_record_weight',
        '11.2 kg is heavier than the Largemouth Bass world record (10.09 kg, IGFA all-tackle world record: George Perry, Montgomery Lake, Georgia, 1932 (tied by Manabu Kurita, Lake Biwa, 2009)).',
      ],
    ]);
    expect(flagsOf(squat.id)).to.deep.equal([
      ['no_photo', 'No photo was submitted with this catch.'],
      ['implausible_ratio', '9 kg at 40 cm is too heavy for its length (condition factor 14.06, plausible 0.5–3).'],
    ]);
    expect(flagsOf(honest.id).map(([kind]) => kind)).to.deep.equal(['no_photo']);
    // An edit that fixes the typo clears the flag.
    const fixed = await ann.send<TournamentEntry>('PUT', `/api/tournaments/${t.id}/entries/${heavy.id}`, {
      species: 'largemouth-bass',
      weight: 4.2,
      length: 58,
      method: 'Spinning',
      locationName: 'North shore',
    });
    expect(fixed.json.flags).to.deep.equal(['no_photo']);
  });

  it('lets only the organizer review (403), and shows the rejection’s reason to its angler — not to others', async () => {
    const t = await running(olive, 'Judged Open');
    const entry = await enters(ann, t);
    for (const who of [ann, ben]) expect((await who.get<{ message: string }>(`/api/tournaments/${t.id}/review`)).status).to.equal(403);
    await olive.send('POST', `/api/tournaments/${t.id}/entries/${entry.id}/reject`, { reason: 'eye_covered', note: 'Thumb over the eye' });
    const mine = await ann.get<TournamentEntryWithLog>(`/api/tournaments/${t.id}/entries/${entry.id}`);
    expect(mine.json).to.deep.include({
      status: 'rejected',
      rejection: { reason: 'eye_covered', note: 'Thumb over the eye' },
      canAppeal: true,
    });
    expect((await ben.get(`/api/tournaments/${t.id}/entries/${entry.id}`)).status).to.equal(404);
  });

  it('lets the angler appeal a rejection once: it goes back to the organizer with the appeal; a second is refused (409)', async () => {
    const t = await running(olive, 'Appeals Cup');
    const entry = await enters(ann, t);
    const appeal = (who: Angler, body: object = { note: 'The eye is visible in the second half of the photo' }) =>
      who.send<TournamentEntry & { message: string; issues?: { message: string }[] }>(
        'POST',
        `/api/tournaments/${t.id}/entries/${entry.id}/appeal`,
        body,
      );

    expect([(await appeal(ann)).status, (await appeal(ann)).json.message]).to.deep.equal([422, 'Only a rejected catch can be appealed']);
    await olive.send('POST', `/api/tournaments/${t.id}/entries/${entry.id}/reject`, { reason: 'eye_covered' });

    const byOther = await appeal(ben);
    expect([byOther.status, byOther.json.message]).to.deep.equal([403, 'Only the angler who submitted this catch can change it']);
    const empty = await appeal(ann, { note: '  ' });
    expect([empty.status, empty.json.issues?.[0]?.message]).to.deep.equal([400, 'Say why the rejection is wrong']);

    const appealed = await appeal(ann);
    expect(appealed.status, JSON.stringify(appealed.json)).to.equal(200);
    expect(appealed.json).to.deep.include({ status: 'pending', canAppeal: false });
    expect(appealed.json.appeal).to.deep.include({
      note: 'The eye is visible in the second half of the photo',
      against: { reason: 'eye_covered', note: null },
    });

    const [queued] = (await review(olive, t)).filter((e) => e.id === entry.id);
    expect(queued!.appeal!.note).to.equal('The eye is visible in the second half of the photo');
    expect((await sam.get<TournamentEntry[]>(`/api/tournaments/${t.id}/entries`)).json.find((e) => e.id === entry.id)!.appeal).to.equal(
      null,
    );

    await olive.send('POST', `/api/tournaments/${t.id}/entries/${entry.id}/reject`, { reason: 'eye_covered', note: 'Still covered' });
    const again = await appeal(ann);
    expect([again.status, again.json.message]).to.deep.equal([
      409,
      'This catch has already been appealed once: the organizer’s second decision is final',
    ]);
    const { json } = await ann.get<TournamentEntryWithLog>(`/api/tournaments/${t.id}/entries/${entry.id}`);
    expect(json).to.deep.include({ status: 'rejected', rejection: { reason: 'eye_covered', note: 'Still covered' }, canAppeal: false });
    expect(json.log.map((l) => [l.action, l.by])).to.deep.equal([
      ['submitted', 'angler'],
      ['rejected', 'organizer'],
      ['appealed', 'angler'],
      ['rejected', 'organizer'],
    ]);
  });
});
