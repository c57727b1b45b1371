import { inject } from 'inversify';
import type { EventBus, EventSubscriber } from '../../../platform/events/event-bus.ts';
import { AnglerCardChanged } from '../../identity/index.ts';
import { AuthorCards } from './ports.ts';

/** Keeps posts' copy of authors' cards in step with identity (sign-up, profile edits, trip sharing). */
export class KeepAuthorCards implements EventSubscriber {
  constructor(@inject(AuthorCards) private readonly cards: AuthorCards) {}

  subscribe(bus: EventBus): void {
    bus.subscribe<AnglerCardChanged>(AnglerCardChanged.type, (e) => this.cards.changed(e.card));
  }
}
