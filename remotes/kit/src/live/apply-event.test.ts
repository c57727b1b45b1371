import { expect } from 'chai';
import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { GroupMessage } from '@tightlines/contracts';
import { applyLiveEvent } from './apply-event.ts';
import { communityKeys } from './keys.ts';

type Page = { items: GroupMessage[]; nextCursor: string | null };

const message: GroupMessage = {
  id: 'm1',
  groupId: 'g1',
  senderId: 'pete',
  senderName: 'Pete Joiner',
  senderImage: null,
  content: 'Thanks for having me! Full moon on Friday?',
  hidden: null,
  createdAt: new Date().toISOString(),
};

describe('kit live events: a group chat that is still opening', () => {
  it('shows a message that arrives while the chat’s first read is under way (that read answered from before it)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
    // The server's answers: the first read was taken before Pete's message committed and comes back late.
    const answers: Array<{ release: (page: Page) => void }> = [];
    const observer = new InfiniteQueryObserver<Page, Error, InfiniteData<Page>, readonly unknown[], string | undefined>(client, {
      queryKey: communityKeys.groupMessages('g1'),
      queryFn: () => new Promise<Page>((resolve) => answers.push({ release: resolve })),
      initialPageParam: undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    });
    const seen: string[][] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data?.pages.flatMap((p) => p.items.map((m) => m.id)) ?? []));
    try {
      await new Promise((r) => setTimeout(r, 0));
      expect(answers, 'the chat is reading').to.have.length(1);

      const applied = applyLiveEvent(client, 'olive', 'group_message', message);
      answers[0]!.release({ items: [], nextCursor: null }); // the stale answer, without the message
      for (let i = 0; i < 20 && answers.length < 2; i++) await new Promise((r) => setTimeout(r, 5));
      expect(answers, 'read again after the message').to.have.length(2);
      answers[1]!.release({ items: [message], nextCursor: null });
      await applied;
      await new Promise((r) => setTimeout(r, 10));

      expect(seen.at(-1)).to.deep.equal(['m1']);
    } finally {
      unsubscribe();
      client.clear();
    }
  });
});
