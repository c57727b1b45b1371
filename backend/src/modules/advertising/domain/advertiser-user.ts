import { NotAnAdmin, NotYourAdvertiser } from './advertising.errors.ts';

/** An admin adds colleagues; a member works on campaigns. */
export type PortalRole = 'admin' | 'member';

/** A person who signs in to the advertiser portal for one company: not an angler account (apart from `tl.sid`). */
export interface AdvertiserUser {
  id: string;
  advertiserId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: PortalRole;
  isActive: boolean;
  passwordHash: string;
  createdAt: Date;
}

/** Emails are one account whatever their case or the spaces typed around them. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** Reads and writes of an advertiser are only its own users'. */
export function mustWorkFor(user: Pick<AdvertiserUser, 'advertiserId'>, advertiserId: string): void {
  if (user.advertiserId !== advertiserId) throw new NotYourAdvertiser();
}

export function mustBeAdmin(user: Pick<AdvertiserUser, 'role'>): void {
  if (user.role !== 'admin') throw new NotAnAdmin();
}
