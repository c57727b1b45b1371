import { expect } from 'chai';
import { mergePages, type ListKey, type SourcePage } from './page-merge.ts';

const key = (minute: number, id: string): ListKey => ({ createdAt: new Date(Date.UTC(2026, 4, 1, 5, minute)), id });
const source = (minutes: number[], prefix: string, endedAt: ListKey | null = null): SourcePage<string> => ({
  items: minutes.map((m) => ({ key: key(m, `${prefix}${m}`), item: `${prefix}${m}` })),
  endedAt,
});

/** Pages every item of two sources through mergePages, each source read after the cursor as a database would. */
function pageThrough(a: number[], b: number[], limit: number): string[][] {
  const pages: string[][] = [];
  let cursor: ListKey | null = null;
  const read = (all: number[], prefix: string): SourcePage<string> => {
    const after = all
      .map((m) => key(m, `${prefix}${m}`))
      .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())
      .filter((k) => !cursor || k.createdAt < cursor.createdAt || (+k.createdAt === +cursor.createdAt && k.id < cursor.id));
    const page = after.slice(0, limit);
    return { items: page.map((k) => ({ key: k, item: k.id })), endedAt: after.length > limit ? page.at(-1)! : null };
  };
  for (let guard = 0; guard < 50; guard++) {
    const merged = mergePages([read(a, 'p'), read(b, 't')], limit);
    pages.push(merged.items);
    if (!merged.next) return pages;
    cursor = merged.next;
  }
  throw new Error('did not end');
}

describe('posts: merging the Following feed’s posts and trips into one page', () => {
  it('puts posts and trips in one newest-first order', () => {
    const merged = mergePages([source([50, 30, 10], 'p'), source([40, 20], 't')], 10);
    expect(merged).to.deep.equal({ items: ['p50', 't40', 'p30', 't20', 'p10'], next: null });
  });
  it('stops at the newest end of a source that has more, so nothing older is shown before it', () => {
    const merged = mergePages([source([50, 45], 'p', key(45, 'p45')), source([40, 20], 't')], 10);
    expect(merged).to.deep.equal({ items: ['p50', 'p45'], next: key(45, 'p45') });
  });
  it('cuts at the page size and continues after the last item shown', () => {
    const merged = mergePages([source([50, 30], 'p'), source([40, 20], 't')], 3);
    expect(merged).to.deep.equal({ items: ['p50', 't40', 'p30'], next: key(30, 'p30') });
  });
  it('shows every item exactly once across pages, whatever the mix', () => {
    const posts = [59, 58, 57, 40, 33, 32, 31, 30, 12, 5, 1];
    const trips = [56, 41, 39, 38, 20, 19, 2, 0];
    for (const limit of [1, 2, 3, 5, 20]) {
      const shown = pageThrough(posts, trips, limit).flat();
      const expected = [...posts.map((m) => ({ m, id: `p${m}` })), ...trips.map((m) => ({ m, id: `t${m}` }))]
        .sort((a, b) => b.m - a.m)
        .map((x) => x.id);
      expect(shown, `page size ${limit}`).to.deep.equal(expected);
    }
  });
});
