import { inject } from 'inversify';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityManagerToken } from '../../../../platform/db/tokens.ts';
import type { UserRepository } from '../../application/ports.ts';
import { User } from '../../domain/user.ts';
import { IdentityLink } from '../../domain/identity-link.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import { AnglerSearchHits } from './angler-search-hits.cache.ts';

export class MikroOrmUserRepository implements UserRepository {
  constructor(
    @inject(EntityManagerToken) private readonly em: EntityManager,
    @inject(AnglerSearchHits) private readonly searchHits: AnglerSearchHits,
  ) {}

  findById(id: string): Promise<User | null> {
    return isId(id) ? this.em.findOne(User, { id }) : Promise.resolve(null);
  }

  async findByIdentity(issuer: string, subject: string): Promise<User | null> {
    const link = await this.em.findOne(IdentityLink, { issuer, subject });
    return link ? this.findById(link.userId) : null;
  }

  async register(user: User, link: IdentityLink): Promise<User> {
    try {
      await this.em.transactional(async (em) => {
        em.persist(user);
        await em.flush(); // the angler first: the link refers to them
        em.persist(link);
      });
      this.searchHits.namesChanged();
      return user;
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      const winner = await this.findByIdentity(link.issuer, link.subject);
      if (!winner) throw error;
      return winner;
    }
  }

  async save(user: User): Promise<void> {
    await this.em.persist(user).flush();
    this.searchHits.namesChanged(); // a name may have changed (after the commit, when in a transaction)
  }
}
