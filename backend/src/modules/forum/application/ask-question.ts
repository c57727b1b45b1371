import { inject } from 'inversify';
import { newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { LimitsToken, type Limits } from '../../../platform/limits/limits.ts';
import type { ForumCategory } from '../domain/category.ts';
import { QuestionRepository, type QuestionRecord } from './ports.ts';
import { FORUM_LIMITS } from './limits.ts';
import { NewcomerLinks } from './newcomer-links.ts';

export interface AskedQuestion {
  title: string;
  content: string;
  category: ForumCategory;
}

/** An angler asks a question (already trimmed and within the limits by the contract). */
export class AskQuestion {
  constructor(
    @inject(QuestionRepository) private readonly questions: QuestionRepository,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LimitsToken) private readonly limits: Limits,
    @inject(NewcomerLinks) private readonly newcomerLinks: NewcomerLinks,
  ) {}

  async execute(askerId: string, asked: AskedQuestion): Promise<QuestionRecord> {
    await this.newcomerLinks.check(askerId, asked.title, asked.content);
    await this.limits.consume(FORUM_LIMITS.question, askerId);
    const question: QuestionRecord = {
      id: newId(),
      askerId,
      ...asked,
      createdAt: this.clock.now(),
      answerCount: 0,
      likeCount: 0,
      acceptedAnswerId: null,
      hidden: null,
    };
    await this.transactions.run(() => this.questions.add(question));
    return question;
  }
}
