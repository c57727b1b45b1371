import { ContainerModule } from 'inversify';
import { EventReactionToken } from '../../platform/events/event-bus.ts';
import { RouteModuleToken } from '../../platform/tokens.ts';
import { ActionBook, AuditLog, MutedWordBook, OperatorRoster, ReportBook } from './application/ports.ts';
import { OperatorsFacade } from './application/operators-facade.ts';
import { Operators } from './application/operators.ts';
import { ModeratedContents } from './application/moderated-contents.ts';
import { ReportItem } from './application/report-item.ts';
import { TakeAction } from './application/take-action.ts';
import { AppealAction } from './application/appeal-action.ts';
import { DecideAppeal } from './application/decide-appeal.ts';
import { ReadQueue } from './application/read-queue.ts';
import { ReadAppeals } from './application/read-appeals.ts';
import { ReadAuditLog } from './application/read-audit-log.ts';
import { ReadStatements } from './application/read-statements.ts';
import { ManageOperators } from './application/manage-operators.ts';
import { MutedWords } from './application/muted-words.ts';
import { SqlReportBook } from './adapters/persistence/sql-report-book.ts';
import { SqlActionBook } from './adapters/persistence/sql-action-book.ts';
import { SqlOperatorRoster } from './adapters/persistence/sql-operator-roster.ts';
import { SqlAuditLog } from './adapters/persistence/sql-audit-log.ts';
import { SqlMutedWordBook } from './adapters/persistence/sql-muted-word-book.ts';
import { ForgetDeletedAnglerInModeration } from './adapters/persistence/forget-deleted-angler.ts';
import { ModerationRoutes } from './adapters/http/moderation.routes.ts';

/**
 * Binds moderation's books, use cases and routes. ModeratedContent is bound by each module owning
 * reportable content; anglers' standing is recorded here until identity keeps it behind its facade.
 */
export const moderationModule = new ContainerModule(({ bind }) => {
  bind(ReportBook).to(SqlReportBook).inSingletonScope();
  bind(ActionBook).to(SqlActionBook).inSingletonScope();
  bind(OperatorRoster).to(SqlOperatorRoster).inSingletonScope();
  bind(AuditLog).to(SqlAuditLog).inSingletonScope();
  bind(MutedWordBook).to(SqlMutedWordBook).inSingletonScope();
  bind(Operators).toSelf().inSingletonScope();
  bind(OperatorsFacade).toService(Operators);
  const useCases: Array<new (...args: never[]) => unknown> = [
    ModeratedContents,
    ReportItem,
    TakeAction,
    AppealAction,
    DecideAppeal,
    ReadQueue,
    ReadAppeals,
    ReadAuditLog,
    ReadStatements,
    ManageOperators,
    MutedWords,
  ];
  for (const useCase of useCases) bind(useCase).toSelf().inSingletonScope();
  bind(RouteModuleToken).to(ModerationRoutes).inSingletonScope();
  bind(EventReactionToken).to(ForgetDeletedAnglerInModeration).inSingletonScope();
});
