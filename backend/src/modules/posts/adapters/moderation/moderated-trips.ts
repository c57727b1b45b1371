import { inject } from 'inversify';
import { reportExcerpt, type ModeratedContent, type ReportableKind, type ReportedItem } from '../../../moderation/index.ts';
import { SpotsFacade, type TripCard } from '../../../spots/index.ts';
import { TripDetail, TripNotFound } from '../../application/trip-detail.ts';
import type { Hidden } from '../../domain/hidden.ts';

/**
 * Trips as moderation reads and hides them (kind `trip`). Who may see a trip is posts' privacy rule
 * over its feed entry (TripDetail, as the trip's page answers), so a mate may report a mates-only
 * trip; the trip and its hidden state are spots' (its trips table), and hiding it there takes it out
 * of every read of others and of every figure it counted (spots' setTripHidden, in this transaction).
 */
export class ModeratedTrips implements ModeratedContent {
  readonly kinds: readonly ReportableKind[] = ['trip'];

  constructor(
    @inject(TripDetail) private readonly detail: TripDetail,
    @inject(SpotsFacade) private readonly spots: SpotsFacade,
  ) {}

  async seenBy(_kind: ReportableKind, itemId: string, viewerId: string): Promise<ReportedItem | null> {
    try {
      return reported(await this.detail.execute(itemId, viewerId));
    } catch (error) {
      if (error instanceof TripNotFound) return null;
      throw error;
    }
  }

  async forOperator(_kind: ReportableKind, itemId: string): Promise<ReportedItem | null> {
    const trip = await this.spots.tripAsStored(itemId);
    return trip && reported(trip);
  }

  async forOperatorMany(_kind: ReportableKind, itemIds: readonly string[]): Promise<ReportedItem[]> {
    return (await this.spots.tripsAsStored(itemIds)).map(reported);
  }

  setHidden(_kind: ReportableKind, itemId: string, hidden: Hidden | null): Promise<void> {
    return this.spots.setTripHidden(itemId, hidden);
  }
}

function reported(trip: TripCard): ReportedItem {
  return {
    kind: 'trip',
    itemId: trip.id,
    authorId: trip.userId,
    title: trip.spotName,
    excerpt: reportExcerpt([trip.spotName ?? trip.location, trip.notes]),
    link: `/trips/${trip.id}`,
    createdAt: new Date(trip.createdAt),
    context: [],
  };
}
