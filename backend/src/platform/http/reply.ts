/**
 * What a route handler may return instead of its 2xx JSON body: another declared status with its
 * body, or a redirect (browser calls).
 */
export type Reply =
  | { readonly kind: 'respond'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'redirect'; readonly location: string };

const REPLY = Symbol('reply');
type Tagged = Reply & { [REPLY]: true };

export const respond = (status: number, body: unknown): Reply => ({ kind: 'respond', status, body, [REPLY]: true }) as Tagged;
export const redirect = (location: string): Reply => ({ kind: 'redirect', location, [REPLY]: true }) as Tagged;
export const isReply = (value: unknown): value is Reply => typeof value === 'object' && value !== null && REPLY in value;
