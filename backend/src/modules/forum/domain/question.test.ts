import { expect } from 'chai';
import { anyOfWords, previewOf, searchTermsOf } from './question.ts';

describe('forum: a question in the list', () => {
  it('previews the first 150 characters of the content, and all of a short one', () => {
    expect(previewOf('Short question')).to.equal('Short question');
    const long = 'a'.repeat(200);
    expect(previewOf(long)).to.equal(`${'a'.repeat(150)}…`);
    expect(previewOf('a'.repeat(150))).to.equal('a'.repeat(150));
  });

  it('never cuts a character in half', () => {
    const fish = '🐟'.repeat(151);
    expect(previewOf(fish)).to.equal(`${'🐟'.repeat(150)}…`);
  });
});

describe('forum: search as typed', () => {
  it('matches the word being typed as a prefix and the finished ones as words', () => {
    expect(searchTermsOf('trolling spo')).to.deep.equal({ words: 'trolling', prefix: 'spo' });
    expect(searchTermsOf('Bass')).to.deep.equal({ words: '', prefix: 'bass' });
  });

  it('treats a trailing space, an open quote or an exclusion as finished words', () => {
    expect(searchTermsOf('bass ')).to.deep.equal({ words: 'bass', prefix: null });
    expect(searchTermsOf('"drop shot')).to.deep.equal({ words: '"drop shot', prefix: null });
    expect(searchTermsOf('bass -carp')).to.deep.equal({ words: 'bass -carp', prefix: null });
  });

  it('is no search when blank, and keeps anything but letters and digits out of the prefix', () => {
    expect(searchTermsOf('   ')).to.equal(null);
    expect(searchTermsOf("what's:*|&")).to.deep.equal({ words: "what's:*|&", prefix: null });
    expect(searchTermsOf('tip & tricks')).to.deep.equal({ words: 'tip &', prefix: 'tricks' });
  });
});

describe('forum: the word being typed as the words it begins', () => {
  it('is one tsquery of quoted alternatives, or none', () => {
    expect(anyOfWords(['walley', 'wall'])).to.equal("'walley' | 'wall'");
    expect(anyOfWords([])).to.equal(null);
  });

  it('quotes what the tsquery syntax would read otherwise', () => {
    expect(anyOfWords(["o'brien", 'a\\b', 'x|y:*'])).to.equal("'o''brien' | 'a\\\\b' | 'x|y:*'");
  });
});
