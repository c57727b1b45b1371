import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { TripDeleted, TripEdited, TripLogged } from '../../spots/index.ts';
import { TripEntries } from './trip-entries.ts';

/**
 * Trips enter posts' feeds through spots' durable events (in order per trip): a logged trip becomes a
 * feed entry of its angler with its privacy, an edit overwrites the privacy, a delete takes it out.
 * Chosen over writing trips into home timelines (the posts' fan-out on write): trips are few next to
 * posts, and read by the authors a reader follows (fan-in, one index range each) they need no fan-out
 * job, no timeline rows to keep up when follows or a trip's privacy change, and nothing to trim — the
 * privacy rule is applied as the page is read. docs/platform.md, "Trips in the Following feed".
 */
export class KeepTripEntries implements EventReaction {
  readonly name = 'posts.trip-entries';
  readonly reactsTo = [TripLogged.type, TripEdited.type, TripDeleted.type];

  constructor(@inject(TripEntries) private readonly entries: TripEntries) {}

  async react(event: DomainEvent): Promise<void> {
    const e = event as TripLogged | TripEdited | TripDeleted;
    if (e.type === TripDeleted.type) return this.entries.remove(e.tripId);
    const privacy = (e as TripLogged | TripEdited).privacy ?? 'public';
    await this.entries.put({ tripId: e.tripId, authorId: e.anglerId, privacy, createdAt: new Date((e as TripLogged).at) });
  }
}
