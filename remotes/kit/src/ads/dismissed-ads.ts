/**
 * Spec part 1 §4: an ad the angler dismisses stays away for the session (this tab's
 * sessionStorage). A placement whose ad was dismissed stays closed too, so a later rotation
 * does not push the page about again.
 */
const KEY = 'tl.dismissedAds';

function read(): string[] {
  try {
    const value = JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function isDismissed(key: string): boolean {
  return read().includes(key);
}

/**
 * The page's first sessionStorage read opens the tab's storage: 70 ms at Lighthouse's 4x CPU (trace of the
 * signed-in home), inside the header ad slot's render. Read once in a task of its own instead, scheduled
 * from the signed-in frame's first render (as kit warmUpIntl), before the slots render.
 */
let warmed = false;
export function warmUpDismissedAds(): void {
  if (warmed) return;
  warmed = true;
  setTimeout(read, 0);
}

export function dismiss(...keys: string[]): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify([...new Set([...read(), ...keys])]));
  } catch {
    // Storage full or refused: the ad still stays away until the page reloads.
  }
}
