import { inject } from 'inversify';
import type { User } from '../domain/user.ts';
import { ProfileReads } from './ports.ts';

/**
 * The signed-in angler, or null when their session names no angler any more (counts as signed out).
 * Every page of the app asks this first, so it is a read (one prepared statement), not the unit of work.
 */
export class CurrentAngler {
  constructor(@inject(ProfileReads) private readonly reads: ProfileReads) {}

  execute(userId: string | null): Promise<User | null> {
    return userId ? this.reads.ownAngler(userId) : Promise.resolve(null);
  }
}
