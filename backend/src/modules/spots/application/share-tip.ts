import { inject } from 'inversify';
import type { SpotTip } from '@tightlines/contracts';
import { newId } from '../../../shared/kernel/ids.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import type { TipCategory } from '../domain/trip.ts';
import { SpotsStore } from './spot-ports.ts';
import { knownSpot } from './known-spot.ts';
import { toTip } from './spot-cards.ts';

/** An angler shares a tip on a spot's page (a trip's shared tip is LogTrip's). */
export class ShareTip {
  constructor(
    @inject(SpotsStore) private readonly store: SpotsStore,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async execute(spotId: string, anglerId: string, tip: { title: string; content: string; category: TipCategory }): Promise<SpotTip> {
    await knownSpot(this.store, spotId, anglerId);
    const id = newId();
    await this.store.addTip(id, spotId, anglerId, tip, this.clock.now());
    return toTip((await this.store.tips(spotId, anglerId, id))[0]!);
  }
}
