import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** Placeholders instead of spinners (design: "skeletons instead of spinners"). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('motion-safe:animate-pulse rounded-xl bg-muted', className)} {...props} />;
}
