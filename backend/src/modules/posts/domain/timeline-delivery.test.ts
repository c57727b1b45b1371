import { expect } from 'chai';
import { timelineDelivery } from './timeline-delivery.ts';

describe("posts domain: how a new post reaches the followers' feeds", () => {
  it('fans out on write up to the limit of followers', () => {
    expect(timelineDelivery({ wide: false, followers: 0 }, 10_000)).to.equal('fan-out on write');
    expect(timelineDelivery({ wide: false, followers: 10_000 }, 10_000)).to.equal('fan-out on write');
  });

  it("merges the posts of an author past the limit into their followers' feeds on read", () => {
    expect(timelineDelivery({ wide: false, followers: 10_001 }, 10_000)).to.equal('merged on read');
  });

  it('keeps a wide author merged on read when followers drop below the limit again', () => {
    expect(timelineDelivery({ wide: true, followers: 12 }, 10_000)).to.equal('merged on read');
  });
});
