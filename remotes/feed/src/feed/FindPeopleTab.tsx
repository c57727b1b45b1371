import { useState } from 'react';
import { Link } from 'react-router';
import { MapPin, Search, UserSearch } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage, Button, EmptyState, Input, Label, Skeleton } from '@tightlines/kit';
import { USER_SEARCH_MIN_CHARS, USER_SEARCH_TOO_SHORT } from '@tightlines/contracts';
import { useAnglerSearch } from '../api/profiles.ts';
import { displayNameOf, initialsOf } from '../lib/display-name.ts';
import { useDebounced } from '../lib/use-debounced.ts';
import { InfiniteSentinel } from './InfiniteSentinel.tsx';
import { SuggestedAnglers } from './SuggestedAnglers.tsx';
import { ListFollowButton } from './AnglerRow.tsx';

/** Find People (value search): suggestions first; anglers by name from 2 characters, each with 'View Profile' and Follow. */
export function FindPeopleTab() {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const search = useAnglerSearch(q);
  const ready = q.length >= USER_SEARCH_MIN_CHARS;
  const anglers = search.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="find-people">Search anglers</Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="find-people"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search by name..."
            className="pl-10"
            autoComplete="off"
          />
        </div>
      </div>
      {!ready ? (
        <>
          <p className="text-sm text-muted-foreground">{USER_SEARCH_TOO_SHORT}</p>
          <SuggestedAnglers />
        </>
      ) : search.isPending ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Searching">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-20 w-full" />
          ))}
        </div>
      ) : anglers.length === 0 ? (
        <EmptyState
          icon={<UserSearch aria-hidden />}
          title={`No users found matching "${q}"`}
          description="Check the spelling or try another name."
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3" aria-label="Anglers found">
          {anglers.map((angler) => {
            const name = displayNameOf(angler);
            return (
              <li key={angler.id} className="flex items-center gap-3 rounded-2xl border border-border bg-card p-3">
                <Avatar className="size-12">
                  {angler.profileImageUrl && <AvatarImage src={angler.profileImageUrl} alt="" />}
                  <AvatarFallback>{initialsOf(name)}</AvatarFallback>
                </Avatar>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{name}</p>
                  {angler.location && (
                    <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
                      <MapPin aria-hidden className="size-3.5 shrink-0" />
                      {angler.location}
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 flex-col gap-2 min-[420px]:flex-row">
                  <ListFollowButton userId={angler.id} name={name} initiallyFollowing={angler.isFollowing} />
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/profile/${angler.id}`}>View Profile</Link>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {ready && (
        <InfiniteSentinel
          hasNextPage={search.hasNextPage}
          isFetchingNextPage={search.isFetchingNextPage}
          fetchNextPage={search.fetchNextPage}
        />
      )}
    </div>
  );
}
