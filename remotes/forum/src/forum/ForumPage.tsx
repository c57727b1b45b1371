import { useState } from 'react';
import { Anchor, Compass, MapPinned, MessagesSquare, Wrench, type LucideIcon } from 'lucide-react';
import { EmptyState, PageFrame, PageHeader, cn } from '@tightlines/kit';
import { forumCategories, questionListHeading, type ForumCategory } from './categories.ts';

const icons: Record<ForumCategory, LucideIcon> = {
  techniques: Anchor,
  equipment: Wrench,
  locations: MapPinned,
  general: Compass,
};

/** The forum frame: category tiles that toggle a filter, and the question list (spec part 2 §2). */
export function ForumPage() {
  const [category, setCategory] = useState<ForumCategory | null>(null);
  return (
    <PageFrame>
      <PageHeader icon={<MessagesSquare aria-hidden />} title="Forum" description="Ask questions, share know-how, help a fellow angler." />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {forumCategories.map(({ value, label, count }) => {
          const Icon = icons[value];
          const active = category === value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={active}
              onClick={() => setCategory(active ? null : value)}
              className={cn(
                'flex min-h-20 items-center gap-3 rounded-2xl border border-border bg-card p-4 text-left shadow-sm transition hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                active && 'border-primary bg-secondary text-secondary-foreground',
              )}
            >
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-muted text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold">{label}</span>
                <span className="text-sm text-muted-foreground">{count} questions</span>
              </span>
            </button>
          );
        })}
      </div>
      <h2 className="mt-8 mb-4 text-xl font-semibold">{questionListHeading(category)}</h2>
      <EmptyState icon={<MessagesSquare aria-hidden />} title="No questions found" description="Questions from the community will show up here." />
    </PageFrame>
  );
}
