import type { ComponentProps } from 'react';
import { cn } from '@tightlines/kit';

type SwitchProps = Omit<ComponentProps<'button'>, 'type' | 'role' | 'onChange' | 'value'> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off setting: a button with role "switch" and aria-checked (Space and Enter toggle it, as any
 * button). The 44 px hit area wraps a smaller track. Plain DOM rather than a Radix primitive: the spots
 * page shows one on its first screen, and Radix's switch brought ~4 KB of brotli with it.
 */
export function Switch({ className, checked, onCheckedChange, onClick, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      className={cn(
        'peer relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors ' +
          "before:absolute before:-inset-2 before:content-[''] " +
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      {...props}
    >
      <span
        data-state={state}
        className="pointer-events-none block size-6 rounded-full bg-card shadow-md transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}
