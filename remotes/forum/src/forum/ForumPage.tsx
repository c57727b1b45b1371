import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Anchor, Compass, MapPinned, MessagesSquare, Plus, Search, Wrench, type LucideIcon } from 'lucide-react';
import { Button, DialogTrigger, EmptyState, Input, PageFrame, PageHeader, Skeleton, cn, useRevealed } from '@tightlines/kit';
import { useCategoryCounts, useQuestions } from '../api/forum.ts';
import { fetchFailure } from '../lib/failure.ts';
import { forumCategories, questionListHeading, type ForumCategory } from './categories.ts';
import { AskQuestionDialog } from './AskQuestionDialog.tsx';
import { QuestionRow } from './QuestionRow.tsx';

const icons: Record<ForumCategory, LucideIcon> = {
  techniques: Anchor,
  equipment: Wrench,
  locations: MapPinned,
  general: Compass,
};

/**
 * The forum (spec part 2 §2): Ask Question, a search box (the header's search lands here with
 * ?search=), the four category tiles with their real counts toggling the filter, and the list.
 */
export function ForumPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [category, setCategory] = useState<ForumCategory | null>(null);
  const [asking, setAsking] = useState(false);
  const filter = useDeferredValue({ category: category ?? undefined, search: search.trim() || undefined });
  const questions = useQuestions(filter);
  const counts = useCategoryCounts();
  // The first screenful of questions paints first; the rest follow in steps.
  const shownQuestions = useRevealed(questions.data ?? []);

  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );

  const askButton = (label: string) => (
    <DialogTrigger asChild>
      <Button>
        <Plus aria-hidden />
        {label}
      </Button>
    </DialogTrigger>
  );

  return (
    <PageFrame>
      <PageHeader
        icon={<MessagesSquare aria-hidden />}
        title="Forum"
        description="Ask questions, share know-how, help a fellow angler."
        actions={<AskQuestionDialog open={asking} onOpenChange={setAsking} trigger={askButton('Ask Question')} />}
      />
      <label className="relative mb-5 block">
        <span className="sr-only">Search questions</span>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          className="pl-11"
          placeholder="Search questions..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Categories">
        {forumCategories.map(({ value, label }) => {
          const Icon = icons[value];
          const active = category === value;
          const count = counts.data?.[value];
          return (
            <button
              key={value}
              type="button"
              aria-pressed={active}
              onClick={() => setCategory(active ? null : value)}
              className={cn(
                'flex min-h-20 items-center gap-3 rounded-2xl border border-border bg-card p-3 text-left shadow-sm transition hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:p-4',
                active && 'border-primary bg-secondary text-secondary-foreground ring-1 ring-primary',
              )}
            >
              <span
                className={cn(
                  'inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-muted text-primary',
                  active && 'bg-primary text-primary-foreground',
                )}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold">{label}</span>
                {count === undefined ? (
                  <Skeleton className="mt-1 h-4 w-20" />
                ) : (
                  <span className="text-sm text-muted-foreground">
                    {count} {count === 1 ? 'question' : 'questions'}
                  </span>
                )}
              </span>
            </button>
          );
        })}
      </fieldset>
      <div className="mt-8 mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-semibold">{questionListHeading(category)}</h2>
        {filter.search && <p className="text-sm text-muted-foreground">Matching “{filter.search}”</p>}
      </div>
      {questions.isLoading ? (
        <ul className="grid gap-3" aria-busy="true" aria-label="Loading questions">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of a fixed count that never reorder.
            <li key={i}>
              <Skeleton className="h-32 rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : questions.isError ? (
        <EmptyState
          icon={<MessagesSquare aria-hidden />}
          title="Questions unavailable"
          description={fetchFailure('questions', questions.error)}
        />
      ) : questions.data && questions.data.length > 0 ? (
        <ul className="grid gap-3" aria-label="Questions">
          {shownQuestions.map((q) => (
            <QuestionRow key={q.id} question={q} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<MessagesSquare aria-hidden />}
          title="No questions found"
          description={filter.search ? 'Try other words, or ask it yourself.' : 'Be the first to start the conversation.'}
          action={
            <Button onClick={() => setAsking(true)}>
              <Plus aria-hidden />
              Ask the First Question
            </Button>
          }
        />
      )}
    </PageFrame>
  );
}
