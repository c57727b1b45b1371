import { expect } from 'chai';
import { MIN_OUTINGS, sharesOf, summaryOf } from './what-works.ts';

const name = (slug: string) => slug.replace(/-/g, ' ');

describe('what works for me', () => {
  it('says a share only when it rests on enough outings, and how few otherwise', () => {
    const shares = sharesOf(
      [
        { key: 'light', value: 'dusk', catches: 9, outings: 7 },
        { key: 'light', value: 'day', catches: 2, outings: 2 },
      ],
      () => 11,
    );
    expect(shares[0]).to.include({ percent: 82, caveat: null });
    expect(shares[1]).to.include({ percent: null, caveat: 'only 2 trips so far' });
    expect(MIN_OUTINGS).to.be.greaterThan(2);
  });

  it('words the best pair plainly', () => {
    expect(
      summaryOf(
        {
          species: 'walleye',
          first: { key: 'pressureTrend', value: 'falling' },
          second: { key: 'light', value: 'dusk' },
          catches: 9,
          ofCatches: 14,
          outings: 8,
        },
        name,
      ),
    ).to.equal('Your walleye bite best on a falling barometer at dusk: 9 of your 14.');
  });

  it('does not call two trips a pattern', () => {
    expect(
      summaryOf(
        { species: 'largemouth-bass', first: { key: 'solunar', value: 'major' }, second: null, catches: 2, ofCatches: 2, outings: 1 },
        name,
      ),
    ).to.equal('Your largemouth bass: 2 of your 2 came in a major solunar period — only 1 trip so far, too few to call it a pattern.');
  });

  it('says what to do when there is nothing yet', () => {
    expect(summaryOf(null, name)).to.match(/No catches with conditions yet/);
  });
});
