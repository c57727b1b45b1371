/**
 * Spec part 1 §4: an ad the angler dismisses stays away for the session (this tab's
 * sessionStorage). A placement whose ad was dismissed stays closed too, so a later rotation
 * does not push the page about again.
 */
const KEY = 'tl.dismissedAds';

/**
 * A browser-session cookie set with the first dismissal: "this browser may have dismissed ads". Without it
 * the tab's sessionStorage is not read at all. The page's first sessionStorage read opens the tab's storage
 * (30–90 ms at Lighthouse's 4x CPU on every signed-in screen, whose ad slots ask on their first render),
 * while the cookies are already read by the first script. sessionStorage stays the truth (per tab): the
 * flag is only a hint, and with it set the list is read as before.
 */
const FLAG = 'tl.adsDismissed';

function mayHaveDismissed(): boolean {
  try {
    return globalThis.document?.cookie.split(';').some((pair) => pair.trim().startsWith(`${FLAG}=1`)) ?? true;
  } catch {
    return true;
  }
}

function read(): string[] {
  if (!mayHaveDismissed()) return [];
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
 * Where the flag says ads were dismissed, the page's first sessionStorage read (70 ms at Lighthouse's 4x CPU
 * in a trace of the signed-in home, inside the header ad slot's render) is made once in a task of its own
 * instead, scheduled from the signed-in frame's first render (as kit warmUpIntl), before the slots render.
 */
let warmed = false;
export function warmUpDismissedAds(): void {
  if (warmed) return;
  warmed = true;
  if (mayHaveDismissed()) setTimeout(read, 0);
}

export function dismiss(...keys: string[]): void {
  try {
    // No Max-Age: it ends with the browser session, as the tabs' sessionStorage does.
    // biome-ignore lint/suspicious/noDocumentCookie: a fixed flag, no value to escape; the Cookie Store API is async and missing in older Safari and jsdom
    document.cookie = `${FLAG}=1; path=/; SameSite=Lax`;
  } catch {
    // No document (not a browser): nothing to flag; the list below is read whenever there is no document.
  }
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify([...new Set([...read(), ...keys])]));
  } catch {
    // Storage full or refused: the ad still stays away until the page reloads.
  }
}
