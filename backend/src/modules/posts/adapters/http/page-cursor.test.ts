import { expect } from 'chai';
import { decodeCursor, encodeCursor } from './page-cursor.ts';

describe('posts: page cursors', () => {
  it('carry where a page ended, opaquely', () => {
    const key = { createdAt: new Date('2026-05-01T06:30:00.123Z'), id: '0b6f1c9e-8d7a-4c1e-9f00-1234567890ab' };
    const cursor = encodeCursor(key)!;
    expect(cursor).to.match(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).to.deep.equal(key);
    expect(encodeCursor(null)).to.equal(null);
  });
  it('refuse anything they did not make with a 400', () => {
    for (const bad of ['nope', Buffer.from('2026-01-01|x').toString('base64url'), Buffer.from('soon|0b6f1c9e-8d7a-4c1e-9f00-1234567890ab').toString('base64url')]) {
      expect(() => decodeCursor(bad)).to.throw('Invalid cursor').with.property('status', 400);
    }
  });
});
