import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { MutedWordBook } from './ports.ts';

/**
 * An angler's muted words, kept with their account. The contract has already normalized them and held
 * them to their limits (a 400 otherwise); folding is the client's, for this angler alone.
 */
export class MutedWords {
  constructor(
    @inject(MutedWordBook) private readonly book: MutedWordBook,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  of(anglerId: string): Promise<string[]> {
    return this.book.of(anglerId);
  }

  async set(anglerId: string, words: readonly string[]): Promise<string[]> {
    await this.book.set(anglerId, words, this.clock.now());
    return [...words];
  }
}
