/** The portal's answer: ok with the parsed body, or the server's message when it gave one. */
export type PortalAnswer<T> = { ok: true; body: T } | { ok: false; message: string | null };

/**
 * POSTs to the advertiser calls of spec part 2 §7. Network failures throw, so callers can show
 * the spec's "An error occurred..." toast apart from a refused login.
 */
export async function postJson<T>(path: string, body: unknown): Promise<PortalAnswer<T>> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json().catch(() => null)) as (T & { message?: unknown }) | null;
  if (response.ok) return { ok: true, body: parsed as T };
  return { ok: false, message: typeof parsed?.message === 'string' ? parsed.message : null };
}
