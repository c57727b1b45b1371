import { inject } from 'inversify';
import type { CreateSpot, DirectorySpot } from '@tightlines/contracts';
import { newId } from '../../../shared/kernel/ids.ts';
import { SpotsStore } from './spot-ports.ts';
import { toDirectorySpot } from './spot-cards.ts';

/** An angler adds a spot to the directory; it answers as the directory shows it. */
export class AddSpot {
  constructor(@inject(SpotsStore) private readonly store: SpotsStore) {}

  async execute(spot: CreateSpot, anglerId: string): Promise<DirectorySpot> {
    const id = newId();
    await this.store.create(id, spot, anglerId);
    return toDirectorySpot((await this.store.one(id, anglerId))!);
  }
}
