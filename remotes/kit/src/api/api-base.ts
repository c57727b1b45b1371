/**
 * Where the API lives, when it is not the page's own origin. The advertiser portal can be served
 * alone from an origin of its own (an `ads.` host): its standalone page reads the API's address
 * at start-up and sets it here; everything else leaves it empty and calls its own origin.
 */
let base = '';

export function setApiBase(url: string): void {
  base = url.replace(/\/+$/, '');
}

export function apiBase(): string {
  return base;
}

/** An address the API answered (`/api/...`, `/media/...`) as the browser must ask for it from this page. */
export function apiAddress(path: string): string {
  return base && path.startsWith('/') && !path.startsWith('//') ? `${base}${path}` : path;
}
