/** Injection tokens of the platform services modules may depend on. */
export const ConfigToken = Symbol.for('platform.Config');
export const LoggerToken = Symbol.for('platform.Logger');
export const SessionCookiesToken = Symbol.for('platform.SessionCookies');
export const OidcClientToken = Symbol.for('platform.OidcClient');
/** Multi-bound: every module binds its route class here; the app registers them all. */
export const RouteModuleToken = Symbol.for('platform.RouteModule');
export { EntityManagerToken } from './db/tokens.ts';
export { MediaStoreToken, type MediaStore, type StoredImage } from './media/media-store.ts';
