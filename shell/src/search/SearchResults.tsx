import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Fish, MessagesSquare, Search, Users } from 'lucide-react';
import { forumRoutes, postsRoutes, profilesRoutes, speciesName, USER_SEARCH_MIN_CHARS } from '@tightlines/contracts';
import { api, Avatar, AvatarFallback, AvatarImage, Button, Input, Skeleton } from '@tightlines/kit';

const FIRST = 5;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase() || '?';

/** One group of results: a heading with its count, its rows, what to do when there are none. */
function Group({
  title,
  icon,
  isPending,
  count,
  none,
  more,
  children,
}: {
  title: string;
  icon: ReactNode;
  isPending: boolean;
  count: number;
  none: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="grid min-w-0 grid-cols-1 gap-3 rounded-2xl border border-border bg-card p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          {icon}
          {title}
        </h2>
        {more}
      </div>
      {isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : count === 0 ? (
        <p className="text-sm text-muted-foreground">{none}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2">{children}</ul>
      )}
    </section>
  );
}

/**
 * What the header's search box finds (Enter): anglers by name, public catches by species, angler,
 * description or place, and forum questions — each group with its first results and where to see more.
 */
export function SearchResults() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const anglers = useQuery({
    queryKey: [profilesRoutes.searchAnglers.path, 'results', q],
    queryFn: ({ signal }) => api.call(profilesRoutes.searchAnglers, { query: { q, limit: FIRST }, signal }),
    enabled: q.length >= USER_SEARCH_MIN_CHARS,
  });
  const catches = useQuery({
    queryKey: [postsRoutes.discover.path, 'results', q],
    queryFn: ({ signal }) => api.call(postsRoutes.discover, { query: { search: q, limit: FIRST }, signal }),
    enabled: q.length > 0,
  });
  const questions = useQuery({
    queryKey: [forumRoutes.listQuestions.path, 'results', q],
    queryFn: ({ signal }) => api.call(forumRoutes.listQuestions, { query: { search: q }, signal }),
    enabled: q.length > 0,
  });
  const anglerItems = anglers.data?.items ?? [];
  const catchItems = catches.data?.items ?? [];
  const questionItems = (questions.data ?? []).slice(0, FIRST);

  return (
    // One track that may shrink (grid-cols-1): a long name or title truncates instead of widening the page past a phone.
    <div className="mx-auto grid w-full max-w-3xl min-w-0 grid-cols-1 gap-4 px-4 py-6">
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) navigate(`/search?q=${encodeURIComponent(text.trim())}`);
          }}
          className="flex gap-2"
        >
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              aria-label="Search Tightlines"
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="pl-11"
              placeholder="Anglers, places, questions..."
            />
          </div>
          <Button type="submit">Search</Button>
        </form>
      </search>
      <h1 className="text-2xl font-bold break-words">{q ? `Results for “${q}”` : 'Search Tightlines'}</h1>
      {!q ? (
        <p className="text-muted-foreground">Type a name, a place or a question and press Enter.</p>
      ) : (
        <>
          <Group
            title="Anglers"
            icon={<Users aria-hidden className="size-5 text-primary" />}
            isPending={q.length >= USER_SEARCH_MIN_CHARS && anglers.isPending}
            count={anglerItems.length}
            none={q.length < USER_SEARCH_MIN_CHARS ? 'Type at least 2 characters to search for anglers' : `No users found matching "${q}"`}
          >
            {anglerItems.map((angler) => {
              const name = angler.displayName ?? [angler.firstName, angler.lastName].filter(Boolean).join(' ') ?? 'Angler';
              return (
                <li key={angler.id}>
                  <Link to={`/profile/${angler.id}`} className="flex min-h-11 items-center gap-3 rounded-xl p-2 hover:bg-muted">
                    <Avatar className="size-10">
                      {angler.profileImageUrl && <AvatarImage src={angler.profileImageUrl} alt="" />}
                      <AvatarFallback>{initialsOf(name)}</AvatarFallback>
                    </Avatar>
                    <span className="min-w-0">
                      <span className="block truncate font-semibold">{name}</span>
                      {angler.location && <span className="block truncate text-sm text-muted-foreground">{angler.location}</span>}
                    </span>
                  </Link>
                </li>
              );
            })}
          </Group>
          <Group
            title="Catches"
            icon={<Fish aria-hidden className="size-5 text-primary" />}
            isPending={catches.isPending}
            count={catchItems.length}
            none={`No catches matching "${q}" by species, angler, description or place`}
          >
            {catchItems.map((post) => (
              <li key={post.id}>
                <Link to={`/profile/${post.userId}`} className="flex min-h-11 items-center gap-3 rounded-xl p-2 hover:bg-muted">
                  {post.thumbnailUrl || post.imageUrl ? (
                    <img src={post.thumbnailUrl ?? post.imageUrl!} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
                  ) : (
                    <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-muted" aria-hidden>
                      <Fish className="size-5 text-muted-foreground" />
                    </span>
                  )}
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">
                      {post.species ? speciesName(post.species) : (post.title ?? 'Catch')}
                    </span>
                    <span className="block truncate text-sm text-muted-foreground">
                      {[post.userDisplayName, post.location].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </Group>
          <Group
            title="Forum questions"
            icon={<MessagesSquare aria-hidden className="size-5 text-primary" />}
            isPending={questions.isPending}
            count={questionItems.length}
            none={`No questions found matching "${q}"`}
            more={
              (questions.data?.length ?? 0) > FIRST ? (
                <Link to={`/forum?search=${encodeURIComponent(q)}`} className="text-sm font-semibold text-primary hover:underline">
                  See all {questions.data!.length}
                </Link>
              ) : undefined
            }
          >
            {questionItems.map((question) => (
              <li key={question.id}>
                <Link to={`/forum/question/${question.id}`} className="block min-h-11 rounded-xl p-2 hover:bg-muted">
                  <span className="block font-semibold break-words">{question.title}</span>
                  <span className="block text-sm text-muted-foreground">
                    {question.answerCount} {question.answerCount === 1 ? 'answer' : 'answers'}
                    {question.hasAcceptedAnswer ? ' · answered' : ''}
                  </span>
                </Link>
              </li>
            ))}
          </Group>
        </>
      )}
    </div>
  );
}
