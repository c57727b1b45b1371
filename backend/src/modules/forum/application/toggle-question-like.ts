import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { LimitsToken, type Limits } from '../../../platform/limits/limits.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { QuestionNotFound } from '../domain/forum.errors.ts';
import { QuestionLiked } from '../domain/forum.events.ts';
import { isSeenBy } from '../domain/visibility.ts';
import { QuestionRepository } from './ports.ts';
import { FORUM_LIMITS } from './limits.ts';

/**
 * Spec §4: the forum like is a toggle. The like row is unique per (question, angler) and the count
 * moves only when a row really was added or removed, so 50 anglers at once make exactly 50. The
 * asker hears of a like once per liker (liking again after taking it back is not news).
 */
export class ToggleQuestionLike {
  constructor(
    @inject(QuestionRepository) private readonly questions: QuestionRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LimitsToken) private readonly limits: Limits,
    @inject(EventBusToken) private readonly events: EventBus,
  ) {}

  async execute(questionId: string, anglerId: string): Promise<{ liked: boolean; likeCount: number }> {
    if (!isId(questionId)) throw new QuestionNotFound();
    await this.limits.consume(FORUM_LIMITS.like, anglerId);
    return this.transactions.run(async () => {
      await this.#seenOrRefuse(questionId, anglerId);
      const toggled = await this.questions.toggleLike(questionId, anglerId, this.clock.now());
      if (!toggled) throw new QuestionNotFound();
      if (toggled.added)
        await this.events.publish(QuestionLiked.of({ questionId, askerId: toggled.askerId, likerId: anglerId }, this.clock.now()));
      return { liked: toggled.liked, likeCount: toggled.likeCount };
    });
  }

  async likes(questionId: string, anglerId: string): Promise<boolean> {
    if (!isId(questionId)) throw new QuestionNotFound();
    await this.#seenOrRefuse(questionId, anglerId);
    return this.questions.likes(questionId, anglerId);
  }

  /** A hidden question is no one's to like but its asker's (domain/visibility.ts). */
  async #seenOrRefuse(questionId: string, anglerId: string): Promise<void> {
    const question = await this.questions.byId(questionId);
    if (!question || !isSeenBy({ authorId: question.askerId, hidden: question.hidden }, anglerId)) throw new QuestionNotFound();
  }
}
