import { expect } from 'chai';
import { claimFindings, flagKindsOf, photoFindings, photoPart, type PhotoSeen } from './entry-findings.ts';
import { implausibilitiesOf } from './plausibility.ts';

const window = { start: new Date('2026-06-10T06:00:00Z'), end: new Date('2026-06-10T18:00:00Z') };
const fresh = (over: Partial<Extract<PhotoSeen, { kind: 'fresh' }>> = {}): PhotoSeen => ({
  kind: 'fresh',
  takenAt: new Date('2026-06-10T08:00:00Z'),
  takenAtZoneKnown: true,
  outsideWindow: false,
  window,
  duplicateOf: null,
  ...over,
});

describe('what the server notices about an entry', () => {
  it('notices nothing about a fresh photo taken in the window and seen nowhere before', () =>
    expect(photoFindings(fresh())).to.deep.equal([]));

  it('flags a missing photo', () => expect(flagKindsOf(photoFindings({ kind: 'none' }))).to.deep.equal(['no_photo']));

  it('gives a photo without a capture time a note, not a flag', () => {
    for (const seen of [fresh({ takenAt: null }), { kind: 'stored-before' } as const]) {
      const findings = photoFindings(seen);
      expect(findings.map((f) => [f.kind, f.severity, f.reason])).to.deep.equal([
        ['no_capture_time', 'note', 'No capture time in the photo, so when it was taken cannot be checked.'],
      ]);
      expect(flagKindsOf(findings)).to.deep.equal([]);
    }
  });

  it('flags a capture time outside the window, saying when it was taken and what the window was', () => {
    const [finding] = photoFindings(fresh({ takenAt: new Date('2026-06-09T19:00:00Z'), outsideWindow: true }));
    expect(finding).to.deep.equal({
      kind: 'taken_outside_window',
      severity: 'flag',
      reason: 'The photo was taken 2026-06-09 19:00 UTC, outside the tournament (2026-06-10 06:00 UTC – 2026-06-10 18:00 UTC).',
      earlierEntryId: null,
    });
  });

  it('flags a reused photo with the earlier entry it matches', () => {
    const [finding] = photoFindings(fresh({ duplicateOf: { entryId: 'e1', distance: 3 } }));
    expect(finding!.kind).to.equal('photo_reused');
    expect(finding!.earlierEntryId).to.equal('e1');
    expect(finding!.reason).to.include('3 of 64');
  });

  it('keeps the photo’s findings apart from the claim’s (an edit keeping its photo checks the claim again)', () => {
    const claim = claimFindings(implausibilitiesOf({ species: 'northern-pike', weightKg: 26, lengthCm: 130 }));
    const photo = photoFindings(fresh({ takenAt: null }));
    expect(photoPart([...photo, ...claim])).to.deep.equal(photo);
    expect(flagKindsOf([...photo, ...claim])).to.deep.equal(['beyond_record_weight']);
  });
});
