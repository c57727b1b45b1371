import { inject } from 'inversify';
import type { AnglerTenure } from '../../../../platform/limits/limits.ts';
import { BlockRepository } from '../../application/blocks.ts';

/** When an angler joined, for the platform's first-day limits. */
export class SqlAnglerTenure implements AnglerTenure {
  constructor(@inject(BlockRepository) private readonly repository: BlockRepository) {}

  joinedAt(anglerId: string): Promise<Date | null> {
    return this.repository.joinedAt(anglerId);
  }
}
