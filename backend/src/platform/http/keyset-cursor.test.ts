import { expect } from 'chai';
import { keysetCursor, timeKeyCursor } from './keyset-cursor.ts';

const ID = '0b6f1c9e-8d7a-4c1e-9f00-1234567890ab';
const base64url = (text: string) => Buffer.from(text).toString('base64url');

describe('keyset cursors', () => {
  it('carry where a page ended, opaquely', () => {
    const key = { createdAt: new Date('2026-05-01T06:30:00.123Z'), id: ID };
    const cursor = timeKeyCursor.encode(key)!;
    expect(cursor).to.match(/^[A-Za-z0-9_-]+$/);
    expect(timeKeyCursor.decode(cursor)).to.deep.equal(key);
  });

  it('mean the first page when there is none, and say there is no next page with null', () => {
    expect(timeKeyCursor.decode(undefined)).to.equal(null);
    expect(timeKeyCursor.encode(null)).to.equal(null);
  });

  it('refuse anything they did not make with a 400', () => {
    const bad = [
      'nope',
      '',
      base64url('2026-01-01|x'),
      base64url(`["soon","${ID}"]`),
      base64url('["2026-01-01T00:00:00Z","x"]'),
      base64url(`["2026-01-01T00:00:00Z","${ID}","more"]`),
      base64url('{}'),
    ];
    for (const cursor of bad)
      expect(() => timeKeyCursor.decode(cursor), cursor)
        .to.throw('Invalid cursor')
        .with.property('status', 400);
  });

  it('carry any key made of text parts', () => {
    const byName = keysetCursor<{ name: string; id: string }>(
      (k) => [k.name, k.id],
      ([name, id]) => (typeof name === 'string' && typeof id === 'string' ? { name, id } : null),
    );
    const key = { name: 'walleye|pike "bay"', id: ID };
    expect(byName.decode(byName.encode(key)!)).to.deep.equal(key);
  });
});
