import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { JobQueueToken, type JobQueue } from '../../../platform/jobs/job-queue.ts';
import { TripDeleted, TripEdited, TripLogged } from '../../spots/index.ts';
import { FAN_OUT_TRIP } from './fan-out-trip.ts';
import { TripEntries } from './trip-entries.ts';
import { TripTimelines } from './trip-timelines.ts';
import { TrimHomeTimelines } from './trim-home-timelines.ts';

/**
 * Trips enter posts' feeds through spots' durable events (in order per trip), and the home timelines
 * the way posts do — fan-out on write, so a Following page reads its trips as one range of the reader's
 * own rows (docs/platform.md, "Trips in the Following feed"):
 * - logged: the entry (angler, time, privacy), the angler's own timeline row, and a fan-out job to the
 *   rest of its audience;
 * - edited: the entry takes the new privacy; timeline rows follow it and readers outside the new
 *   audience lose the trip at once; readers it newly reaches get it from another fan-out job;
 * - deleted: the entry goes, and every timeline row with it (foreign key, on delete cascade).
 */
export class KeepTripEntries implements EventReaction {
  readonly name = 'posts.trip-entries';
  readonly reactsTo = [TripLogged.type, TripEdited.type, TripDeleted.type];

  constructor(
    @inject(TripEntries) private readonly entries: TripEntries,
    @inject(TripTimelines) private readonly timelines: TripTimelines,
    @inject(JobQueueToken) private readonly jobs: JobQueue,
    @inject(TrimHomeTimelines) private readonly trimming: TrimHomeTimelines,
  ) {}

  async react(event: DomainEvent): Promise<void> {
    const e = event as TripLogged | TripEdited | TripDeleted;
    if (e.type === TripDeleted.type) return this.entries.remove(e.tripId);
    const { tripId, anglerId, at } = e as TripLogged | TripEdited;
    const privacy = (e as TripLogged | TripEdited).privacy ?? 'public';
    await this.entries.put({ tripId, authorId: anglerId, privacy, createdAt: new Date(at) });
    if (e.type === TripLogged.type) {
      await this.timelines.putOwn(tripId);
      await this.trimming.grew([anglerId]);
    } else await this.timelines.narrowToAudience(tripId);
    await this.jobs.enqueue(FAN_OUT_TRIP, { tripId });
  }
}
