import { expect } from 'chai';
import { hidesAutomatically } from './auto-hide.ts';
import type { Standing } from './standing.ts';

const good: Standing = { standing: 'good' };
const standings = (entries: Array<[string, Standing]>) => new Map(entries);

describe('moderation: automatic hiding by reports', () => {
  it('hides an item reported by three different anglers in good standing', () => {
    expect(
      hidesAutomatically({
        reporterIds: ['a', 'b', 'c'],
        authorId: 'x',
        standings: standings([
          ['a', good],
          ['b', good],
          ['c', good],
        ]),
        alreadyHidden: false,
      }),
    ).to.equal(true);
  });

  it('does not hide with two reporters', () => {
    expect(
      hidesAutomatically({
        reporterIds: ['a', 'b'],
        authorId: 'x',
        standings: standings([
          ['a', good],
          ['b', good],
        ]),
        alreadyHidden: false,
      }),
    ).to.equal(false);
  });

  it('counts an angler once however many reports name them', () => {
    expect(
      hidesAutomatically({
        reporterIds: ['a', 'a', 'b'],
        authorId: 'x',
        standings: standings([
          ['a', good],
          ['b', good],
        ]),
        alreadyHidden: false,
      }),
    ).to.equal(false);
  });

  it('does not count suspended, banned or unknown reporters', () => {
    const until = new Date('2030-01-01');
    const s = standings([
      ['a', good],
      ['b', good],
      ['c', { standing: 'suspended', until }],
      ['d', { standing: 'banned' }],
    ]);
    expect(hidesAutomatically({ reporterIds: ['a', 'b', 'c', 'd', 'e'], authorId: 'x', standings: s, alreadyHidden: false })).to.equal(
      false,
    );
  });

  it('does not count the author reporting their own item', () => {
    const s = standings([
      ['a', good],
      ['b', good],
      ['x', good],
    ]);
    expect(hidesAutomatically({ reporterIds: ['a', 'b', 'x'], authorId: 'x', standings: s, alreadyHidden: false })).to.equal(false);
  });

  it('never hides what is already hidden again', () => {
    const s = standings([
      ['a', good],
      ['b', good],
      ['c', good],
    ]);
    expect(hidesAutomatically({ reporterIds: ['a', 'b', 'c'], authorId: 'x', standings: s, alreadyHidden: true })).to.equal(false);
  });
});
