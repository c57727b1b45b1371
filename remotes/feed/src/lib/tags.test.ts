import { expect } from 'chai';
import { parseTags } from './tags.ts';

describe('feed: tags of shared content', () => {
  it('splits on commas and trims each tag', () => {
    expect(parseTags(' fly tying , nymphs,streamers ')).to.deep.equal(['fly tying', 'nymphs', 'streamers']);
  });
  it('drops empty tags', () => {
    expect(parseTags('bass,, ,  ,topwater,')).to.deep.equal(['bass', 'topwater']);
    expect(parseTags('   ')).to.deep.equal([]);
  });
});
