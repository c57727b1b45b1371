import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn.ts';

/**
 * A short fixed choice (privacy, weather, time of day) as the platform's own select:
 * on a phone at the water it opens the system picker, which is bigger and faster to
 * thumb than any drawn list, and screen readers know it without help.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={
          'flex min-h-11 w-full appearance-none rounded-xl border border-input bg-card py-2 pr-10 pl-4 text-base text-foreground ' +
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50'
        }
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
