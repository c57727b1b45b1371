import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex min-h-11 w-full rounded-xl border border-input bg-card pr-4 pl-4 py-2 text-base text-foreground placeholder:text-muted-foreground ' +
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller gives the control (htmlFor, or the input inside) through props; each use is linted where it is written
  return <label className={cn('text-sm font-medium text-foreground', className)} {...props} />;
}
