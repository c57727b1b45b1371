import type { User } from '../domain/user.ts';
import type { IdentityLink } from '../domain/identity-link.ts';

/** Anglers and the provider accounts linked to them. */
export interface UserRepository {
  findById(id: string): Promise<User | null>;
  findByIdentity(issuer: string, subject: string): Promise<User | null>;
  /**
   * Stores a new angler with their first link in one transaction. If that provider account was
   * linked meanwhile (two sign-ins racing), returns the angler who won instead.
   */
  register(user: User, link: IdentityLink): Promise<User>;
  save(user: User): Promise<void>;
}
export const UserRepository = Symbol.for('identity.UserRepository');
