import { useEffect, useState, type ComponentProps } from 'react';
import { useToast } from './toast-store.ts';
import type * as Region from './ToastRegion.tsx';

/** Spec part 1 §9: a toast shows for 5000 ms unless it says otherwise. */
export const TOAST_DURATION_MS = 5000;

let region: typeof Region | undefined;
const loadRegion = () => import('./ToastRegion.tsx').then((m) => (region = m));

/**
 * The page's toast region (./ToastRegion.tsx, Radix's toasts), loaded with the first toast rather than
 * with every page: most pages show none, and Radix's toast is ~6 KB of brotli (issue 14's budget). The
 * toast waits in the store meanwhile, so it shows as soon as the region is there, for its whole time.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const [loaded, setLoaded] = useState(region);
  const wanted = toasts.length > 0;
  useEffect(() => {
    if (wanted && !loaded) void loadRegion().then(setLoaded);
  }, [wanted, loaded]);
  // The store stays here (one store for the page); the region only draws what it is given.
  return loaded ? <loaded.ToastRegion toasts={toasts} dismiss={dismiss} /> : null;
}

/** An action button inside a toast; altText tells screen readers how to do it without the toast. */
export function ToastAction(props: ComponentProps<typeof Region.ToastActionPart>) {
  // Drawn only inside a toast, so the region (and Radix's action) is loaded by then.
  return region ? <region.ToastActionPart {...props} /> : null;
}
