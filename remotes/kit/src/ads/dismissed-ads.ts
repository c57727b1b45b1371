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

export function dismiss(...keys: string[]): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify([...new Set([...read(), ...keys])]));
  } catch {
    // Storage full or refused: the ad still stays away until the page reloads.
  }
}
