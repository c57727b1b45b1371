import '../../test/dom.ts';
import { expect } from 'chai';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';
import { adoptFirstReads } from './adopt-first-reads.ts';
import type { FirstRead, StartedRead } from './first-reads.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const started = (read: FirstRead, answer: Response | Promise<Response>): StartedRead => ({ ...read, answer: Promise.resolve(answer) });

/** A screen's own read, counting the times it asked the server itself. */
function Questions({ asked }: { asked: string[] }) {
  const { data, isError } = useQuery({
    queryKey: ['/api/forum', 'questions', { search: undefined, category: undefined }],
    queryFn: async () => {
      asked.push('questions');
      return [{ title: 'Asked again' }];
    },
  });
  if (isError) return <p>failed</p>;
  return <p>{data ? (data as { title: string }[]).map((q) => q.title).join(', ') : 'loading'}</p>;
}

function Feed({ asked }: { asked: string[] }) {
  const { data, hasNextPage } = useInfiniteQuery({
    queryKey: ['/api/posts/feed'],
    queryFn: async () => {
      asked.push('feed');
      return { items: [], nextCursor: null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
  });
  return <p>{data ? `${data.pages[0]!.items.length} posts, more: ${hasNextPage}` : 'loading'}</p>;
}

describe('kit: the first screen reads the answers the first script asked for', () => {
  afterEach(cleanup);

  it("puts an answer under the screen's key, which its hook reads without asking again", async () => {
    const client = createQueryClient({ gcTime: Infinity });
    let answer!: (response: Response) => void;
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    adoptFirstReads(client, [started({ key: ['/api/forum', 'questions', {}], url: '/api/forum/questions' }, pending)]);
    const asked: string[] = [];
    render(
      <QueryClientProvider client={client}>
        <Questions asked={asked} />
      </QueryClientProvider>,
    );
    // Still on its way when the screen mounts: the screen joins that fetch.
    screen.getByText('loading');
    answer(json(200, [{ title: 'Best pike lure?' }]));
    await screen.findByText('Best pike lure?');
    expect(asked).to.deep.equal([]);
  });

  it("gives a paged read its first page, the screen's own next-page rule applying", async () => {
    const client = createQueryClient({ gcTime: Infinity });
    adoptFirstReads(client, [
      started({ key: ['/api/posts/feed'], url: '/api/posts/feed?limit=20', pages: true }, json(200, { items: [{}, {}], nextCursor: 'c2' })),
    ]);
    const asked: string[] = [];
    render(
      <QueryClientProvider client={client}>
        <Feed asked={asked} />
      </QueryClientProvider>,
    );
    await screen.findByText('2 posts, more: true');
    expect(asked).to.deep.equal([]);
  });

  it('answers the session read "not signed in" (null) for a 401, as useAuth does', async () => {
    const client = createQueryClient({ gcTime: Infinity });
    adoptFirstReads(client, [
      started(
        { key: ['/api/auth/user'], url: '/api/auth/user', session: true },
        json(401, { message: 'Unauthorized', code: 'unauthorized' }),
      ),
    ]);
    await waitFor(() => expect(client.getQueryState(['/api/auth/user'])?.status).to.equal('success'));
    expect(client.getQueryData(['/api/auth/user'])).to.equal(null);
  });

  it('leaves a failed read to the screen, which asks again when it mounts', async () => {
    const client = createQueryClient({ gcTime: Infinity });
    adoptFirstReads(client, [
      started(
        { key: ['/api/forum', 'questions', {}], url: '/api/forum/questions' },
        json(503, { message: 'Service unavailable', code: 'unavailable' }),
      ),
    ]);
    await waitFor(() => expect(client.getQueryState(['/api/forum', 'questions', {}])?.status).to.equal('error'));
    expect((client.getQueryState(['/api/forum', 'questions', {}])!.error as Error).message).to.match(/^503: /);
    const asked: string[] = [];
    render(
      <QueryClientProvider client={client}>
        <Questions asked={asked} />
      </QueryClientProvider>,
    );
    await screen.findByText('Asked again');
    expect(asked).to.deep.equal(['questions']);
  });

  it('leaves a failed session read a failure too (not "signed out")', async () => {
    const client = createQueryClient({ gcTime: Infinity });
    adoptFirstReads(client, [
      started({ key: ['/api/auth/user'], url: '/api/auth/user', session: true }, json(500, { message: 'Boom', code: 'internal' })),
    ]);
    await waitFor(() => expect(client.getQueryState(['/api/auth/user'])?.status).to.equal('error'));
  });
});

describe("kit: the first reads that are every screen's own, not a remote's", () => {
  it("are the very reads of the muted words' store and of usePublicConfig", async () => {
    const { moderationRoutes, platformRoutes } = await import('@tightlines/contracts');
    const { hashKey } = await import('@tanstack/react-query');
    const { firstReads } = await import('./first-reads.ts');
    expect(firstReads.mutedWords().url).to.equal(moderationRoutes.mutedWords.path);
    expect(firstReads.mutedWords().store).to.equal('mutedWords');
    expect(hashKey(firstReads.publicConfig().key)).to.equal(hashKey([platformRoutes.publicConfig.path]));
    expect(firstReads.publicConfig().url).to.equal(platformRoutes.publicConfig.path);
  });
});
