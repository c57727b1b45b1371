import { expect } from 'chai';
import { STORABLE_TEXT_MESSAGES, unstorableTextIssues } from './storable-text.ts';

describe('platform: text the database can keep', () => {
  it('takes any whole character, emoji (a surrogate pair) included', () => {
    expect(unstorableTextIssues({ note: 'Pike 🎣 at dawn — ½ lb, ünd 鱼', tags: ['x'], n: 3, gone: null }, ['body'])).to.deep.equal([]);
  });

  it('names each string holding a NUL or half of a character, however deep, keys included', () => {
    const issues = unstorableTextIssues({ bio: 'a\u0000b', spots: [{ name: 'Dawn \ud83c' }], '\udfa3': 'trout', ok: 'fine' }, ['body']);
    expect(issues).to.deep.equal([
      { path: ['body', 'bio'], message: STORABLE_TEXT_MESSAGES.nul },
      { path: ['body', 'spots', 0, 'name'], message: STORABLE_TEXT_MESSAGES.loneSurrogate },
      { path: ['body', '\\udfa3'], message: `its name: ${STORABLE_TEXT_MESSAGES.loneSurrogate}` },
    ]);
  });
});
