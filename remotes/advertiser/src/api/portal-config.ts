import { setApiBase } from '@tightlines/kit';

/**
 * The portal served alone on an origin of its own (an `ads.` host) finds the API through a
 * `portal.json` beside its page (the standalone page lives at /remotes/advertiser/): `{ "apiUrl": "https://tightlines.example" }` (that API lists this
 * origin in ADVERTISER_PORTAL_ORIGINS). Without one — served by the app itself — it calls its own origin.
 */
export const PORTAL_CONFIG_PATH = '/remotes/advertiser/portal.json';

export async function configurePortalApi(fetchJson: (url: string) => Promise<Response> = (url) => fetch(url, { cache: 'no-cache' })) {
  try {
    const response = await fetchJson(PORTAL_CONFIG_PATH);
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return;
    const config = (await response.json()) as { apiUrl?: unknown };
    if (typeof config.apiUrl === 'string' && /^https?:\/\//.test(config.apiUrl)) setApiBase(config.apiUrl);
  } catch {
    // No configuration: the API is on this origin.
  }
}
