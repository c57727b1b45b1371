import { expect } from 'chai';
import { UpstreamBudget } from './upstream-budget.ts';

describe('the upstream budget of the weather service', () => {
  it('lets a minute ask about so many new places, then refuses until the next minute', () => {
    let now = 1_000_000;
    const budget = new UpstreamBudget(3, () => now);
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).to.deep.equal([true, true, true, false]);
    now += 59_999;
    expect(budget.take()).to.equal(false);
    now += 1;
    expect(budget.take()).to.equal(true);
  });
});
