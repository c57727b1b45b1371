import { col, rowOf } from '../../../../platform/db/row.ts';
import { User } from '../../domain/user.ts';

/** The columns of `users` a profile opens with (and a suggestion shows). */
export const PROFILE_COLUMNS = {
  id: col.text(),
  displayName: col.text().nullable(),
  firstName: col.text().nullable(),
  lastName: col.text().nullable(),
  location: col.text().nullable(),
  bio: col.text().nullable(),
  profileImageUrl: col.text().nullable(),
};

/** A `users` row as hand-written SQL reads it (the columns an angler's card and profile show). */
const UserRow = rowOf({
  ...PROFILE_COLUMNS,
  bannerImageUrl: col.text().nullable(),
  shareTripLocations: col.bool(),
  createdAt: col.time(),
});

export const toUser = (row: unknown) => {
  const u = UserRow.read(row);
  return new User(
    u.id,
    u.displayName,
    u.firstName,
    u.lastName,
    u.location,
    u.bio,
    u.profileImageUrl,
    u.bannerImageUrl,
    u.shareTripLocations,
    u.createdAt,
  );
};
