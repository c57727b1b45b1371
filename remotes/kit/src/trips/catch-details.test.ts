import { expect } from 'chai';
import { notesWithCatchDetails } from './catch-details.ts';

describe("kit: the 'Catch Details' block of a trip's notes", () => {
  it('appends species, count and method after the notes of a successful trip', () => {
    const notes = notesWithCatchDetails('Windy but worth it', {
      fishingSuccess: true,
      species: 'Largemouth Bass',
      count: 3,
      method: 'Topwater frog',
    });
    expect(notes).to.equal('Windy but worth it\n\nCatch Details:\nSpecies: Largemouth Bass\nCount: 3\nMethod: Topwater frog');
  });
  it('lists only the fields the angler filled in', () => {
    expect(notesWithCatchDetails('Good day', { fishingSuccess: true, method: ' Jigging ' })).to.equal(
      'Good day\n\nCatch Details:\nMethod: Jigging',
    );
    expect(notesWithCatchDetails('', { fishingSuccess: true, count: 2 })).to.equal('Catch Details:\nCount: 2');
  });
  it('appends nothing to an unsuccessful trip', () => {
    const trip = { fishingSuccess: false, species: 'Walleye', count: 1, method: 'Trolling' };
    expect(notesWithCatchDetails('Skunked', trip)).to.equal('Skunked');
  });
  it('appends nothing when species, count and method are all empty', () => {
    const trip = { fishingSuccess: true, species: '  ', count: null, method: '' };
    expect(notesWithCatchDetails('Quiet morning', trip)).to.equal('Quiet morning');
  });
  it('does not count zero fish', () => {
    expect(notesWithCatchDetails('x', { fishingSuccess: true, count: 0 })).to.equal('x');
  });
});
