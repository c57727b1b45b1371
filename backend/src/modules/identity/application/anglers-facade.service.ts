import { inject } from 'inversify';
import type { AnglerCard, AnglersFacade, Relationship } from './anglers-facade.ts';
import { AnglerDirectory, FollowRepository, SignInEmails } from './ports.ts';
import { BlockAngler, BlockRepository } from './blocks.ts';

/** Identity's answers to other modules, batch-shaped (one query for a page of cards). */
export class AnglersFacadeService implements AnglersFacade {
  constructor(
    @inject(AnglerDirectory) private readonly directory: AnglerDirectory,
    @inject(FollowRepository) private readonly follows: FollowRepository,
    @inject(BlockRepository) private readonly blocks: BlockRepository,
    @inject(BlockAngler) private readonly blocking: BlockAngler,
    @inject(SignInEmails) private readonly emails: SignInEmails,
  ) {}

  signInEmailOf(anglerId: string): Promise<string | null> {
    return this.emails.of(anglerId);
  }

  anglerIdBySignInEmail(email: string): Promise<string | null> {
    return this.emails.anglerWith(email);
  }

  cardsOf(ids: readonly string[], options?: { evenHidden?: boolean }): Promise<Map<string, AnglerCard>> {
    return this.directory.cardsOf(ids, options);
  }

  anyAngler(): Promise<boolean> {
    return this.directory.anyAngler();
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

  holdMates(a: string, b: string): Promise<boolean> {
    return this.blocks.holdMates(a, b);
  }

  blockedEitherWay(a: string, b: string): Promise<boolean> {
    return this.blocks.eitherWay(a, b);
  }

  block(blockerId: string, blockedId: string): Promise<void> {
    return this.blocking.block(blockerId, blockedId);
  }

  unblock(blockerId: string, blockedId: string): Promise<void> {
    return this.blocking.unblock(blockerId, blockedId);
  }

  blockedBy(blockerId: string): Promise<string[]> {
    return this.blocking.blockedBy(blockerId);
  }
}
