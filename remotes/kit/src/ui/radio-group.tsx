import type { ComponentProps } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '@tightlines/kit';

/** One choice among a few, shown as tappable cards (Radix: arrow keys move, roles radiogroup/radio). */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid grid-cols-1 gap-2', className)} {...props} />;
}

export function RadioCard({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'flex min-h-11 w-full min-w-0 items-center gap-3 rounded-xl border-2 border-border bg-card p-3 text-left transition-colors hover:bg-muted ' +
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:border-primary data-[state=checked]:bg-secondary/60 ' +
          'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
