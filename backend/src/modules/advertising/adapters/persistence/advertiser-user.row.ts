import type { AdvertiserUser } from '../../domain/advertiser-user.ts';

/** advertiser_users as read, and the user it holds. */
export interface UserRow {
  id: string;
  advertiser_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: 'admin' | 'member';
  is_active: boolean;
  password_hash: string;
  created_at: Date | string;
}
export const toUser = (r: UserRow): AdvertiserUser => ({
  id: r.id,
  advertiserId: r.advertiser_id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  role: r.role,
  isActive: r.is_active,
  passwordHash: r.password_hash,
  createdAt: new Date(r.created_at),
});
