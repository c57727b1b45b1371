import { Button } from '@tightlines/kit';

/** The next page of a console list, when there is one. */
export function ShowMore({ list }: { list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  if (!list.hasNextPage) return null;
  return (
    <Button variant="outline" className="justify-self-center" disabled={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
      {list.isFetchingNextPage ? 'Loading...' : 'Show more'}
    </Button>
  );
}
