import type { QueryClient } from '@tanstack/react-query';
import { apiErrorOf, isUnauthorizedError } from './api-error.ts';
import type { StartedRead } from './first-reads.ts';
import { adoptMutedWordsRead } from '../moderation/muted-words.ts';

/** A started read's answer as its screen's hook would have had it: the JSON, or the ApiError it throws. */
async function answerOf(read: StartedRead): Promise<unknown> {
  const response = await read.answer;
  if (response.ok) return response.json();
  const error = await apiErrorOf(response);
  if (read.session && isUnauthorizedError(error)) return null;
  throw error;
}

/**
 * Puts the reads the shell's first script started (./first-reads.ts) into the query cache under their
 * screens' keys, as fetches in flight: the screen's useQuery / useInfiniteQuery then joins the fetch (or
 * finds its answer) instead of asking again. A read that failed is left as a failed query, which the
 * screen's hook fetches again when it mounts (react-query retries on mount) — nothing worse than before.
 * The muted words go to the kit's store of them, which its first reader then reads instead of asking.
 */
export function adoptFirstReads(client: QueryClient, reads: readonly StartedRead[]): void {
  for (const read of reads) {
    if (read.store === 'mutedWords') {
      adoptMutedWordsRead(answerOf(read));
      continue;
    }
    const queryFn = () => answerOf(read);
    // The prefetch promises never reject (react-query swallows); a failure is the query's state.
    if (read.pages) void client.prefetchInfiniteQuery({ queryKey: read.key, queryFn, initialPageParam: undefined });
    else void client.prefetchQuery({ queryKey: read.key, queryFn });
  }
}
