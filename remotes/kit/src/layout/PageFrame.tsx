import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../ui/cn.ts';

/** The content column every remote's page sits in, so pages line up whichever remote drew them. */
export function PageFrame({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-5xl px-4 py-4 sm:px-6 sm:py-6 lg:py-8', className)} {...props} />;
}

/** A page's title (the one h1), an optional line under it, and the page's actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
  icon,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    // On a phone the title block stays short (no icon tile, a smaller title, one line of description)
    // so the page's own content starts on the first screen.
    <header className={cn('mb-4 flex flex-col gap-3 sm:mb-6 sm:flex-row sm:items-end sm:justify-between sm:gap-4', className)}>
      <div className="flex items-start gap-3">
        {icon && (
          <span className="mt-0.5 inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground max-sm:hidden [&_svg]:size-6">
            {icon}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description && <p className="mt-0.5 text-sm text-muted-foreground sm:mt-1 sm:text-base">{description}</p>}
        </div>
      </div>
      {actions && <div className="flex flex-wrap gap-2 max-sm:[&>button]:px-3.5">{actions}</div>}
    </header>
  );
}

/** An empty state that says what to do next (design: "empty states that say what to do next"). */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** 1 when the empty state is the whole page (a not-found or access-denied screen). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card/60 px-6 py-12 text-center',
        className,
      )}
    >
      {icon && (
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-7">
          {icon}
        </span>
      )}
      <Heading className={headingLevel === 1 ? 'text-2xl font-bold' : 'text-lg font-semibold'}>{title}</Heading>
      {description && <p className="max-w-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
