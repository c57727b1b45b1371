import type { ComponentProps } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
// Not in the shared kit (it loads whole): bundled by the screens that import it, with the kit's cn.
import { cn } from '@tightlines/kit';

/** Spec part 1 §9: open after 700 ms, skip delay 300 ms, 4 px from the trigger (Radix's defaults, stated here). */
export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300} {...props} />;
}

/**
 * A tooltip carries its own provider (the spec's delays), so no provider wraps the whole app and the
 * tooltip's code loads only with a screen that shows one. Several tooltips that should share the skip
 * delay go inside one TooltipProvider (the nearest one takes over).
 */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root {...props} />
    </TooltipProvider>
  );
}
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 rounded-lg bg-foreground px-3 py-1.5 text-sm text-background shadow-md', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
