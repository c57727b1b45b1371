import { expect } from 'chai';
import { spotAnswerKeys, type SpotAnswerKey } from './spot-answer-keys.ts';

describe('spots: the keys of the answers every angler shares', () => {
  const heat = { timeRange: '7d', minActivityScore: 0, showOnlyActive: false, minRating: 0, waterType: 'all', species: null } as const;
  const lakes = { search: 'trout', location: undefined, waterTypes: ['lake'], difficulty: undefined };

  it('names the same question the same way and a different one differently', () => {
    expect(spotAnswerKeys.heatMap(heat)).to.equal(spotAnswerKeys.heatMap({ ...heat }));
    expect(spotAnswerKeys.heatMap(heat)).not.to.equal(spotAnswerKeys.heatMap({ ...heat, timeRange: '30d' }));
    expect(spotAnswerKeys.heatMap(heat)).not.to.equal(spotAnswerKeys.heatMap({ ...heat, species: 'walleye' }));
    expect(spotAnswerKeys.directory(lakes, false)).not.to.equal(spotAnswerKeys.directory(lakes, true));
    expect(spotAnswerKeys.directory(lakes, false)).not.to.equal(spotAnswerKeys.directory({ ...lakes, search: 'pike' }, false));
  });

  it('never gives two kinds of answer the same key', () => {
    const none = { waterTypes: null };
    const keys = [spotAnswerKeys.everySpot(), spotAnswerKeys.directory(none, false), spotAnswerKeys.heatMap(heat)];
    expect(new Set(keys).size).to.equal(keys.length);
  });

  it('takes no hand-made string for a key', () => {
    // @ts-expect-error a key is made only by spotAnswerKeys
    const handMade: SpotAnswerKey<unknown> = 'heatmap|7d';
    expect(handMade).to.be.a('string');
  });
});
