import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { AnglerCardChanged } from '../../identity/index.ts';
import { AuthorCards } from './ports.ts';

/** Keeps posts' copy of authors' cards in step with identity (sign-up, profile edits, trip sharing). */
export class KeepAuthorCards implements EventReaction {
  readonly name = 'posts.author-cards';
  readonly reactsTo = [AnglerCardChanged.type];

  constructor(@inject(AuthorCards) private readonly cards: AuthorCards) {}

  async react(event: DomainEvent): Promise<void> {
    await this.cards.changed((event as AnglerCardChanged).card);
  }
}
