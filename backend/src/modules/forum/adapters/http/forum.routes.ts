import { inject } from 'inversify';
import { forumRoutes } from '@tightlines/contracts';
import type { HttpRoutes, RouteModule } from '../../../../platform/http/http-routes.ts';
import { respond } from '../../../../platform/http/reply.ts';
import { PreparedJson } from '../../../../platform/http/prepared-json.ts';
import { AskQuestion } from '../../application/ask-question.ts';
import { AnswerQuestion } from '../../application/answer-question.ts';
import { ToggleQuestionLike } from '../../application/toggle-question-like.ts';
import { AcceptAnswer } from '../../application/accept-answer.ts';
import { BrowseQuestions } from '../../application/browse-questions.ts';
import { ReadQuestion } from '../../application/read-question.ts';
import { SearchQuestions } from '../../application/search-questions.ts';
import { People } from '../../application/people.ts';
import { toQuestionResponse } from './question.response.ts';
import { searchAnswer } from './search.response.ts';

/** The forum over HTTP (spec part 2 §7): contract in, use case, contract out. */
export class ForumRoutes implements RouteModule {
  constructor(
    @inject(AskQuestion) private readonly ask: AskQuestion,
    @inject(AnswerQuestion) private readonly answerQuestion: AnswerQuestion,
    @inject(ToggleQuestionLike) private readonly like: ToggleQuestionLike,
    @inject(AcceptAnswer) private readonly acceptAnswer: AcceptAnswer,
    @inject(BrowseQuestions) private readonly browse: BrowseQuestions,
    @inject(ReadQuestion) private readonly read: ReadQuestion,
    @inject(SearchQuestions) private readonly searchQuestions: SearchQuestions,
    @inject(People) private readonly people: People,
  ) {}

  register(http: HttpRoutes): void {
    http.on(forumRoutes.listQuestions, async ({ query }, { anglerId }) => {
      const found = query.search ? await this.searchQuestions.execute(anglerId, query.search, query.category) : null;
      if (found) return respond(200, searchAnswer(found, anglerId));
      return respond(200, PreparedJson.ofWritten(await this.browse.execute(anglerId, query)));
    });
    http.on(forumRoutes.categoryCounts, () => this.browse.categoryCounts());
    http.on(forumRoutes.question, async ({ params }, { anglerId }) => toQuestionResponse(await this.read.execute(params.id, anglerId)));
    http.on(forumRoutes.liked, async ({ params }, { anglerId }) => ({ liked: await this.like.likes(params.id, anglerId) }));
    http.on(forumRoutes.toggleLike, ({ params }, { anglerId }) => this.like.execute(params.id, anglerId));
    http.on(forumRoutes.ask, async ({ body }, { anglerId }) => {
      const question = await this.ask.execute(anglerId, body);
      return respond(201, toQuestionResponse(await this.read.execute(question.id, anglerId)));
    });
    http.on(forumRoutes.answer, async ({ body }, { anglerId }) => {
      const answer = await this.answerQuestion.execute(anglerId, body.questionId, body.content);
      const author = (await this.people.of([anglerId]))(anglerId);
      return respond(201, {
        id: answer.id,
        content: answer.content,
        userId: anglerId,
        userDisplayName: author.name,
        userProfileImage: author.image,
        createdAt: answer.createdAt.toISOString(),
        accepted: false,
        hidden: null,
      });
    });
    http.on(forumRoutes.accept, async ({ params, body }, { anglerId }) => {
      await this.acceptAnswer.execute(anglerId, params.id, body.answerId);
      return toQuestionResponse(await this.read.execute(params.id, anglerId));
    });
  }
}
