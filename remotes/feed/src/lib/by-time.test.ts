import { expect } from 'chai';
import type { Post, Trip } from '@tightlines/contracts';
import { byTime } from './by-time.ts';

const post = (id: string, at: string) => ({ id, createdAt: at }) as Post;
const trip = (id: string, at: string) => ({ id, createdAt: at }) as Trip;

describe('feed: trip cards among the posts', () => {
  it('puts posts and trips in one newest-first list', () => {
    const entries = byTime(
      [post('p1', '2026-05-01T10:00:00Z'), post('p2', '2026-05-01T06:00:00Z')],
      [trip('t1', '2026-05-01T08:00:00Z'), trip('t2', '2026-05-01T11:00:00Z')],
    );
    expect(entries.map((e) => (e.kind === 'post' ? e.post.id : e.trip.id))).to.deep.equal(['t2', 'p1', 't1', 'p2']);
  });
  it('is just the posts when there are no trips', () => {
    expect(byTime([post('p1', '2026-05-01T10:00:00Z')], [])).to.deep.equal([{ kind: 'post', post: post('p1', '2026-05-01T10:00:00Z') }]);
  });
});
