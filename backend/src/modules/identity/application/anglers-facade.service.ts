import { inject } from 'inversify';
import type { AnglerCard, AnglersFacade, Relationship } from './anglers-facade.ts';
import { AnglerDirectory, FollowRepository } from './ports.ts';

/** Identity's answers to other modules, batch-shaped (one query for a page of cards). */
export class AnglersFacadeService implements AnglersFacade {
  constructor(
    @inject(AnglerDirectory) private readonly directory: AnglerDirectory,
    @inject(FollowRepository) private readonly follows: FollowRepository,
  ) {}

  cardsOf(ids: readonly string[]): Promise<Map<string, AnglerCard>> {
    return this.directory.cardsOf(ids);
  }

  relationship(viewerId: string, otherId: string): Promise<Relationship> {
    return this.follows.relationship(viewerId, otherId);
  }

  relationshipIfKnown(viewerId: string, otherId: string): Promise<Relationship | null> {
    return this.follows.relationshipIfKnown(viewerId, otherId);
  }

  followerIdsOf(anglerId: string): Promise<string[]> {
    return this.follows.followerIdsOf(anglerId);
  }

  mateIdsOf(anglerId: string): Promise<string[]> {
    return this.follows.mateIdsOf(anglerId);
  }
}
