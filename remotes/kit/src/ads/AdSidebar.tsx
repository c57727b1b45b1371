import { useSyncExternalStore } from 'react';
import { AdSlot } from './AdSlot.tsx';

/** Wide enough for a 300 px column beside the page (Tailwind's xl). */
const WIDE = '(min-width: 80rem)';

/** True on a screen wide enough (xl) for a side column beside the page: the sidebar ad, the home's side column. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(WIDE);
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(WIDE).matches ?? false,
    () => false,
  );
}

/**
 * The sidebar placement (desktop only, spec part 1 §2): rendered only on screens wide enough for
 * it, so a phone neither asks for an ad it cannot show nor counts one no one can see.
 */
export function AdSidebar({ className }: { className?: string }) {
  if (!useWideScreen()) return null;
  return (
    <div className={className}>
      <AdSlot placement="sidebar" className="sticky top-[4.5rem]" />
    </div>
  );
}
