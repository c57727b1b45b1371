/**
 * Spec part 2 §6: the advertiser's sign-in is separate from the anglers' and kept in browser
 * storage; the dashboard shows Access Denied without it.
 */
export const ADVERTISER_STORAGE_KEY = 'advertiserUser';

export interface StoredAdvertiserUser {
  advertiserId: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  role?: string;
}

export function storedAdvertiserUser(storage: Storage = window.localStorage): StoredAdvertiserUser | null {
  try {
    const value = JSON.parse(storage.getItem(ADVERTISER_STORAGE_KEY) ?? 'null') as StoredAdvertiserUser | null;
    return value && typeof value.advertiserId === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function storeAdvertiserUser(user: StoredAdvertiserUser, storage: Storage = window.localStorage) {
  storage.setItem(ADVERTISER_STORAGE_KEY, JSON.stringify(user));
}

/** Spec part 2 §6: logout clears the stored user. */
export function clearStoredAdvertiserUser(storage: Storage = window.localStorage) {
  storage.removeItem(ADVERTISER_STORAGE_KEY);
}
