import { expect } from 'chai';
import { readTripNotes } from './trip-notes.ts';
import { notesWithCatchDetails } from '@tightlines/kit/forms';

describe('feed: a trip card reads the catch back out of the notes', () => {
  it('splits the angler’s words from the Catch Details block the wizard wrote', () => {
    const notes = notesWithCatchDetails('Fish were up shallow', {
      fishingSuccess: true,
      species: 'Rainbow Trout',
      count: 3,
      method: 'Fly',
    });
    expect(readTripNotes(notes)).to.deep.equal({
      notes: 'Fish were up shallow',
      caught: { species: 'Rainbow Trout', count: '3', method: 'Fly' },
    });
  });
  it('reads a block alone, or with some lines only', () => {
    expect(readTripNotes('Catch Details:\nCount: 2')).to.deep.equal({ notes: null, caught: { species: null, count: '2', method: null } });
  });
  it('leaves notes without a block as they are', () => {
    expect(readTripNotes('Skunked, but a fine dawn')).to.deep.equal({ notes: 'Skunked, but a fine dawn', caught: null });
    expect(readTripNotes(null)).to.deep.equal({ notes: null, caught: null });
  });
});
