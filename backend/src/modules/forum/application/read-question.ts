import { inject } from 'inversify';
import { isId } from '../../../shared/kernel/ids.ts';
import { QuestionNotFound } from '../domain/forum.errors.ts';
import { QuestionRepository, type AnswerRecord, type QuestionRecord } from './ports.ts';
import { People, type Person } from './people.ts';

export interface QuestionRead {
  question: QuestionRecord;
  asker: Person;
  answers: Array<AnswerRecord & { author: Person }>;
}

/** A question with its answers, oldest first (a conversation reads down). */
export class ReadQuestion {
  constructor(
    @inject(QuestionRepository) private readonly questions: QuestionRepository,
    @inject(People) private readonly people: People,
  ) {}

  async execute(questionId: string): Promise<QuestionRead> {
    const question = isId(questionId) ? await this.questions.byId(questionId) : null;
    if (!question) throw new QuestionNotFound();
    const answers = await this.questions.answersOf(questionId);
    const person = await this.people.of([question.askerId, ...answers.map((a) => a.authorId)]);
    return {
      question,
      asker: person(question.askerId),
      answers: answers.map((a) => ({ ...a, author: person(a.authorId) })),
    };
  }
}
