import { inject } from 'inversify';
import type { User } from '../domain/user.ts';
import { UserRepository } from './ports.ts';

/** The signed-in angler, or null when their session names no angler any more (counts as signed out). */
export class CurrentAngler {
  constructor(@inject(UserRepository) private readonly users: UserRepository) {}

  execute(userId: string | null): Promise<User | null> {
    return userId ? this.users.findById(userId) : Promise.resolve(null);
  }
}
