import { useEffect, useState, type ComponentProps } from 'react';
import { useToast } from './toast-store.ts';
import type * as Region from './ToastRegion.tsx';
import { loadOnFirstUse } from '../ui/load-on-first-use.ts';

/** Spec part 1 §9: a toast shows for 5000 ms unless it says otherwise. */
export const TOAST_DURATION_MS = 5000;

const toastRegion = loadOnFirstUse<typeof Region>(() => import('./ToastRegion.tsx'));
/** The toast region's chunk, now (component tests start with it loaded: remotes/kit/test/dom.ts). */
export const loadToaster = toastRegion.load;

/**
 * The page's toast region (./ToastRegion.tsx, Radix's toasts), loaded with the first toast rather than
 * with every page: most pages show none, and Radix's toast is ~6 KB of brotli (the JavaScript budget). The
 * toast waits in the store meanwhile, so it shows as soon as the region is there, for its whole time.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const [loaded, setLoaded] = useState(toastRegion.current);
  const wanted = toasts.length > 0;
  useEffect(() => {
    // A failed fetch (no signal) is tried again with the next toast.
    if (wanted && !loaded) void toastRegion.load().then(setLoaded, () => undefined);
  }, [wanted, loaded]);
  // The store stays here (one store for the page); the region only draws what it is given.
  return loaded ? <loaded.ToastRegion toasts={toasts} dismiss={dismiss} /> : null;
}

/** An action button inside a toast; altText tells screen readers how to do it without the toast. */
export function ToastAction(props: ComponentProps<typeof Region.ToastActionPart>) {
  // Drawn only inside a toast, so the region (and Radix's action) is loaded by then.
  const region = toastRegion.current();
  return region ? <region.ToastActionPart {...props} /> : null;
}
