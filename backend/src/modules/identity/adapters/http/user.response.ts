import type { CurrentUser, SignedInUser, User as UserResponse } from '@tightlines/contracts';
import type { Restriction } from '../../../../platform/auth/angler-restrictions.ts';
import type { User } from '../../domain/user.ts';

export const toUserResponse = (user: User): UserResponse => ({
  id: user.id,
  displayName: user.displayName,
  firstName: user.firstName,
  lastName: user.lastName,
  location: user.location,
  bio: user.bio,
  profileImageUrl: user.profileImageUrl,
  bannerImageUrl: user.bannerImageUrl,
  shareTripLocations: user.shareTripLocations,
});

/** The signed-in angler's own view: their card and their own settings. */
export const toCurrentUserResponse = (user: User): CurrentUser => ({ ...toUserResponse(user), unitSystem: user.unitSystem });

/** `GET /api/auth/user`: the signed-in angler's own view and their standing (no restriction: good). */
export const toSignedInUserResponse = (user: User, restriction: Restriction | null): SignedInUser => ({
  ...toCurrentUserResponse(user),
  standing: restriction?.standing ?? 'good',
  suspendedUntil: restriction?.standing === 'suspended' ? restriction.until.toISOString() : null,
});
