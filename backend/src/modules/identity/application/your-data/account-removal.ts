/** What identity held of an angler it just removed: whom they followed and who followed them, and their pictures. */
export interface RemovedAccount {
  followees: string[];
  followers: string[];
  imageUrls: string[];
}

/** Removes an angler's account rows in the caller's transaction (null when there is no such angler). */
export interface AccountRemoval {
  remove(anglerId: string): Promise<RemovedAccount | null>;
}
export const AccountRemoval = Symbol.for('identity.AccountRemoval');

/** Every session of an angler, on every device, ended (the platform's session store). */
export interface AnglerSessions {
  endAllOf(anglerId: string): Promise<void>;
  /** Their sessions stay, but no process trusts what it remembered of them (their standing changed for the better). */
  forgetRemembered(anglerId: string): Promise<void>;
}
export const AnglerSessions = Symbol.for('identity.AnglerSessions');
