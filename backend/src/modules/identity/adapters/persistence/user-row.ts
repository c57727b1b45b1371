import { User } from '../../domain/user.ts';

/** A `users` row as hand-written SQL reads it (the columns an angler's card and profile show). */
export interface UserRow {
  id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  location: string | null;
  bio: string | null;
  profile_image_url: string | null;
  banner_image_url: string | null;
  share_trip_locations: boolean;
  /** A Date through the unit of work, text from a prepared statement on the pool. */
  created_at: Date | string;
  search_name: string;
}

export const toUser = (r: UserRow) =>
  new User(r.id, r.display_name, r.first_name, r.last_name, r.location, r.bio, r.profile_image_url, r.banner_image_url, r.share_trip_locations, new Date(r.created_at));
