import type { CurrentUser, User as UserResponse } from '@tightlines/contracts';
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
