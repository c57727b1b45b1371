import { ContainerModule } from 'inversify';
import { EventReactionToken } from '../../platform/events/event-bus.ts';
import { ForgetDeletedAnglerInForum } from './adapters/persistence/forget-deleted-angler.ts';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { PeopleCopy, QuestionRepository } from './application/ports.ts';
import { KeepPeople } from './application/keep-people.ts';
import { SqlPeopleCopy } from './adapters/persistence/sql-people-copy.ts';
import { People } from './application/people.ts';
import { AskQuestion } from './application/ask-question.ts';
import { AnswerQuestion } from './application/answer-question.ts';
import { ToggleQuestionLike } from './application/toggle-question-like.ts';
import { AcceptAnswer } from './application/accept-answer.ts';
import { BrowseQuestions } from './application/browse-questions.ts';
import { ReadQuestion } from './application/read-question.ts';
import { QuestionSearch, SearchQuestions } from './application/search-questions.ts';
import { SqlQuestionSearch } from './adapters/persistence/sql-question-search.ts';
import { NewcomerLinks } from './application/newcomer-links.ts';
import { SqlQuestionRepository } from './adapters/persistence/sql-question.repository.ts';
import { ForumSearchHits } from './adapters/persistence/forum-search-hits.cache.ts';
import { ForumGeneration } from './adapters/persistence/forum-generation.ts';
import { ForumListPages } from './adapters/persistence/forum-list-pages.ts';
import { ForumRoutes } from './adapters/http/forum.routes.ts';
import { ModeratedContentToken } from '../moderation/index.ts';
import { ModeratedForum } from './application/moderated-forum.ts';

/** Binds the forum's repository, its use cases, its routes and its side of moderation. */
export const forumModule = new ContainerModule(({ bind }) => {
  bind(QuestionRepository).to(SqlQuestionRepository).inSingletonScope();
  bind(QuestionSearch).to(SqlQuestionSearch).inSingletonScope();
  bind(ForumSearchHits).toSelf().inSingletonScope();
  bind(ForumGeneration).toSelf().inSingletonScope();
  bind(ForumListPages).toSelf().inSingletonScope();
  bind(PeopleCopy).to(SqlPeopleCopy).inSingletonScope();
  const useCases: Array<new (...args: never[]) => unknown> = [
    People,
    AskQuestion,
    AnswerQuestion,
    ToggleQuestionLike,
    AcceptAnswer,
    BrowseQuestions,
    SearchQuestions,
    ReadQuestion,
    NewcomerLinks,
  ];
  for (const useCase of useCases) bind(useCase).toSelf().inSingletonScope();
  bind(RouteModuleToken).to(ForumRoutes).inSingletonScope();
  bind(EventReactionToken).to(ForgetDeletedAnglerInForum).inSingletonScope();
  bind(EventReactionToken).to(KeepPeople).inSingletonScope();
  bind(ModeratedContentToken).to(ModeratedForum).inSingletonScope();
});
