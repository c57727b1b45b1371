import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { Tournament, TournamentEntry } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { anAngler, renderWithKit, serveAnswers } from '../../../kit/test/render.tsx';
import { ReviewQueue } from './ReviewQueue.tsx';
import { EntryCard } from './EntryCard.tsx';

const tournament = {
  id: 't1',
  title: 'Summer Bass Open',
  viewer: { isOrganizer: true, isParticipant: false },
} as Tournament;

const anEntry = (patch: Partial<TournamentEntry> = {}): TournamentEntry => ({
  id: 'e2',
  tournamentId: 't1',
  userId: 'ben',
  participantName: 'Ben Bass',
  profileImageUrl: null,
  species: 'largemouth-bass',
  weight: 2.5,
  length: 45.5,
  weightTyped: null,
  lengthTyped: null,
  method: 'Spinning',
  bait: null,
  locationName: 'North shore',
  locationPrecision: 'exact',
  description: null,
  photoUrl: '/media/photos/e2.webp',
  thumbnailUrl: '/media/photos/e2.thumb.webp',
  verified: false,
  status: 'pending',
  rejection: null,
  flags: ['photo_reused'],
  flagDetails: [
    {
      kind: 'no_capture_time',
      severity: 'note',
      reason: 'No capture time in the photo, so when it was taken cannot be checked.',
      earlierEntry: null,
    },
    {
      kind: 'photo_reused',
      severity: 'flag',
      reason:
        'This photo is a near-duplicate of an earlier entry’s photo (2 of 64 fingerprint bits differ): re-encoded, resized, cropped or mirrored.',
      earlierEntry: {
        id: 'e1',
        tournamentId: 't0',
        tournamentTitle: 'Spring Bass Classic',
        participantName: 'Ann Angler',
        photoUrl: '/media/photos/e1.webp',
        thumbnailUrl: '/media/photos/e1.thumb.webp',
        submittedAt: '2026-05-01T09:00:00.000Z',
      },
    },
  ],
  appeal: null,
  canAppeal: false,
  photoTakenAt: null,
  points: 65,
  caughtAt: '2026-06-10T09:00:00.000Z',
  submittedAt: '2026-06-10T09:00:00.000Z',
  ...patch,
});

describe('tournaments: the review shows every flag with its reason; a rejected angler appeals once', () => {
  withDomEvents();
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server?.close();
  });

  it('shows the organizer each flag and note with its reason, and the earlier entry beside a reused photo', async () => {
    server = await serveAnswers({ 'GET /api/tournaments/t1/review': { status: 200, json: [anEntry()] } });
    renderWithKit(<ReviewQueue tournament={tournament} />, { user: anAngler({ id: 'olive' }) });
    const findings = await screen.findByRole('list', { name: 'Noticed by the server' });
    const items = within(findings).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).to.deep.equal([
      'No capture time in the photo, so when it was taken cannot be checked.',
      'This photo is a near-duplicate of an earlier entry’s photo (2 of 64 fingerprint bits differ): re-encoded, resized, cropped or mirrored.',
    ]);
    expect(items[0]!.textContent).to.include('Note: No capture time in the photo');
    expect(items[1]!.textContent).to.include('Flag: Same photo submitted before');
    const earlier = within(items[1]!).getByTestId('earlier-entry');
    expect(within(earlier).getByRole('img', { name: 'The earlier entry' }).getAttribute('src')).to.equal('/media/photos/e1.thumb.webp');
    expect(earlier.textContent).to.include('Ann Angler');
    expect(earlier.textContent).to.include('Spring Bass Classic');
  });

  it('shows the organizer an appeal with the rejection it answers', async () => {
    const appealed = anEntry({
      appeal: { at: '2026-06-10T10:00:00.000Z', note: 'The eye is visible', against: { reason: 'eye_covered', note: 'Thumb over it' } },
    });
    server = await serveAnswers({ 'GET /api/tournaments/t1/review': { status: 200, json: [appealed] } });
    renderWithKit(<ReviewQueue tournament={tournament} />, { user: anAngler({ id: 'olive' }) });
    const appeal = await screen.findByTestId('entry-appeal');
    expect(appeal.textContent).to.include('“The eye is visible”');
    expect(appeal.textContent).to.include('Against the rejection: Eye covered — Thumb over it');
  });

  it('lets the angler read the rejection and appeal once, saying why', async () => {
    const rejected = anEntry({
      status: 'rejected',
      rejection: { reason: 'eye_covered', note: 'Thumb over it' },
      canAppeal: true,
      flags: [],
      flagDetails: [],
    });
    server = await serveAnswers({
      'POST /api/tournaments/t1/entries/e2/appeal': (body) => ({
        status: 200,
        json: {
          ...rejected,
          status: 'pending',
          rejection: null,
          canAppeal: false,
          appeal: { at: '2026-06-10T10:00:00.000Z', note: JSON.parse(body).note, against: rejected.rejection },
        },
      }),
    });
    renderWithKit(<EntryCard entry={rejected} tournamentId="t1" canChallenge={false} />, { user: anAngler({ id: 'ben' }) });
    expect(screen.getByText('Rejected: Eye covered — Thumb over it')).to.exist;
    fireEvent.click(screen.getByRole('button', { name: 'Appeal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(screen.getByRole('alert').textContent).to.equal('Say why the rejection is wrong');
    expect(server.requests.filter((r) => r.method === 'POST')).to.deep.equal([]);
    fireEvent.change(screen.getByLabelText(/Why is the rejection wrong/), { target: { value: 'The eye is visible' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    await waitFor(() =>
      expect(server!.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body))).to.deep.equal([
        { note: 'The eye is visible' },
      ]),
    );
    expect(await screen.findByText('Appeal sent')).to.exist;
  });
});
