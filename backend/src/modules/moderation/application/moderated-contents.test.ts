import { expect } from 'chai';
import type { ReportableKind } from '../domain/reportable-kind.ts';
import { ModeratedContents } from './moderated-contents.ts';
import type { ModeratedContent, ReportedItem } from './moderated-content.ts';

const itemOf = (kind: ReportableKind, itemId: string): ReportedItem => ({
  kind,
  itemId,
  authorId: 'author',
  title: null,
  excerpt: itemId,
  link: null,
  createdAt: new Date(0),
  context: [],
});

/** A module's side holding some items, recording how it was asked. */
function holding(kinds: ReportableKind[], ids: string[]) {
  const asked: string[] = [];
  const content: ModeratedContent = {
    kinds,
    seenBy: async () => null,
    forOperator: async (kind, id) => {
      asked.push(`one ${kind}:${id}`);
      return ids.includes(id) ? itemOf(kind, id) : null;
    },
    forOperatorMany: async (kind, many) => {
      asked.push(`many ${kind}:${many.join(',')}`);
      return many.filter((id) => ids.includes(id)).map((id) => itemOf(kind, id));
    },
    setHidden: async () => {},
  };
  return { content, asked };
}

describe('moderation: a page of items read for the console', () => {
  it('asks each module once per kind, never once per item, and keeps the page order with absent items null', async () => {
    const posts = holding(['post', 'trip'], ['p1', 'p2', 't1']);
    const forum = holding(['answer'], ['a1']);
    const contents = new ModeratedContents([posts.content, forum.content]);
    const page = [
      { kind: 'post', itemId: 'p2' },
      { kind: 'answer', itemId: 'a1' },
      { kind: 'trip', itemId: 't1' },
      { kind: 'post', itemId: 'gone' },
      { kind: 'answer', itemId: 'a9' },
      { kind: 'tip', itemId: 'x1' },
      { kind: 'post', itemId: 'p1' },
    ] as const;
    const found = await contents.forOperatorAll(page);
    expect(found.map((i) => i && `${i.kind}:${i.itemId}`)).to.deep.equal(['post:p2', 'answer:a1', 'trip:t1', null, null, null, 'post:p1']);
    expect(posts.asked).to.have.members(['many post:p2,gone,p1', 'many trip:t1']);
    expect(forum.asked).to.have.members(['many answer:a1,a9']);
  });
});
