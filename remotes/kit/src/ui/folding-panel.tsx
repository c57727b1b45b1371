import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { cn } from '@tightlines/kit';

/** Phones narrower than Tailwind's sm: a panel of filters there starts folded. */
const PHONE = '(max-width: 39.99rem)';

/**
 * A card of filters with its title always shown and its fields folded on a phone: a real button with
 * aria-expanded (and aria-controls while open), the fields not rendered while folded. On a phone the
 * results come first and the angler opens the filters when wanted; from a tablet up they start open.
 * Plain DOM rather than Radix's Collapsible: the spots page shows one on its first screen, and the
 * primitive brought ~5 KB of brotli with it (presence, controllable state, context, slot).
 */
export function FoldingPanel({
  title,
  status,
  active = 0,
  children,
  className,
}: {
  title: string;
  /** A short line always shown beside the title (e.g. '42 spots found'). */
  status?: ReactNode;
  /** How many filters differ from their defaults: said on the folded button. */
  active?: number;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(() => !(typeof window !== 'undefined' && window.matchMedia?.(PHONE).matches));
  const fields = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div data-state={state} className={cn('rounded-2xl border border-border bg-card p-3 shadow-sm sm:p-4', className)}>
      <div className="flex items-center gap-3">
        <div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:gap-3">
          <h2 className="text-base font-semibold sm:text-lg">{title}</h2>
          {status && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {status}
            </p>
          )}
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? fields : undefined}
          data-state={state}
          onClick={() => setOpen(!open)}
          className="shrink-0 inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-primary hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          {open ? 'Hide filters' : active > 0 ? `Filters (${active})` : 'Filters'}
          <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
        </button>
      </div>
      {open && (
        <div id={fields} data-state={state} className="mt-3 grid gap-3">
          {children}
        </div>
      )}
    </div>
  );
}
