import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { QuestionNotFound } from '../domain/forum.errors.ts';
import { isSeenBy } from '../domain/visibility.ts';
import { QuestionRepository, type AnswerRecord, type QuestionRecord } from './ports.ts';
import { People, type Person } from './people.ts';

export interface QuestionRead {
  viewerId: string;
  question: QuestionRecord;
  asker: Person;
  answers: Array<AnswerRecord & { author: Person }>;
}

/**
 * A question with its answers, oldest first (a conversation reads down) — as the viewer sees it: a hidden
 * question is not there for anyone but its asker, a hidden answer for anyone but its author, and an
 * accepted answer the viewer does not see is no accepted answer to them.
 */
export class ReadQuestion {
  constructor(
    @inject(QuestionRepository) private readonly questions: QuestionRepository,
    @inject(People) private readonly people: People,
  ) {}

  async execute(questionId: string, viewerId: string): Promise<QuestionRead> {
    const found = isId(questionId) ? await this.questions.byId(questionId) : null;
    if (!found || !isSeenBy({ authorId: found.askerId, hidden: found.hidden }, viewerId)) throw new QuestionNotFound();
    const answers = await this.questions.answersOf(questionId, viewerId);
    const acceptedAnswerId = answers.some((a) => a.id === found.acceptedAnswerId) ? found.acceptedAnswerId : null;
    const question = { ...found, acceptedAnswerId };
    const person = await this.people.of([question.askerId, ...answers.map((a) => a.authorId)]);
    return {
      viewerId,
      question,
      asker: person(question.askerId),
      answers: answers.map((a) => ({ ...a, author: person(a.authorId) })),
    };
  }
}
