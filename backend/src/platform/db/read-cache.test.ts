import { expect } from 'chai';
import { ReadCache } from './read-cache.ts';

describe('platform: read cache', () => {
  it('loads once, then answers from memory until forgotten', async () => {
    const cache = new ReadCache<{ n: number }>({ max: 10, ms: 60_000 });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.get('a', load)).to.deep.equal({ n: 1 });
    expect(await cache.get('a', load)).to.deep.equal({ n: 1 });
    cache.forget('a');
    expect(await cache.get('a', load)).to.deep.equal({ n: 2 });
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ReadCache<{ n: number }>({ max: 10, ms: 60_000 });
    let loads = 0;
    const load = () => new Promise<{ n: number }>((resolve) => setTimeout(() => resolve({ n: ++loads }), 10));
    const answers = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(answers.map((a) => a.n)).to.deep.equal([1, 1, 1]);
  });

  it('does not keep an answer loaded before a change that was committed meanwhile', async () => {
    const cache = new ReadCache<{ n: number }>({ max: 10, ms: 60_000 });
    let release!: () => void;
    const slow = cache.get('a', () => new Promise((resolve) => (release = () => resolve({ n: 1 }))));
    cache.forget('a'); // a change commits while the old value is being read
    release();
    expect(await slow).to.deep.equal({ n: 1 });
    expect(await cache.get('a', async () => ({ n: 2 }))).to.deep.equal({ n: 2 });
  });

  it('trusts an entry only for its time limit', async () => {
    const cache = new ReadCache<{ n: number }>({ max: 10, ms: 20 });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await cache.get('a', load);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('a', load)).to.deep.equal({ n: 2 });
  });
});
