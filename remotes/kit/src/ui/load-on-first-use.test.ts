import { expect } from 'chai';
import { loadOnFirstUse } from './load-on-first-use.ts';

describe('kit: parts loaded on first use', () => {
  it('fetches once, however many ask, and remembers the module', async () => {
    let fetches = 0;
    const part = loadOnFirstUse(async () => ({ fetched: ++fetches }));
    expect(part.current()).to.equal(undefined);
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).to.equal(b);
    expect(part.current()).to.deep.equal({ fetched: 1 });
    await part.load();
    expect(fetches).to.equal(1);
  });

  it('tries again after a failed fetch (no signal) instead of failing for good', async () => {
    let attempts = 0;
    const part = loadOnFirstUse(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { ok: true };
    });
    let failed = false;
    await part.load().catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect(part.current()).to.equal(undefined);
    expect(await part.load()).to.deep.equal({ ok: true });
    expect(attempts).to.equal(2);
  });
});
