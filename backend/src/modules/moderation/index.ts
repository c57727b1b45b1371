/**
 * moderation — trust and safety: anglers' reports, the operator role, the operators' queue and their
 * actions citing the community guidelines, statements of reasons and appeals, automatic hiding by
 * reports, and the append-only audit log. It owns no content: each module owning reportable content
 * multi-binds ModeratedContent (under ModeratedContentToken) and keeps its own hidden state. Anglers'
 * standing (suspended until a time, banned) is recorded behind the AnglerStanding port. Moderation calls
 * identity (names, emails), so identity learns of suspensions, bans and their reversal from the events
 * below, never by calling here; notifications reacts to them to tell the anglers concerned.
 *
 * This door stays light (types, tokens, events); the composition root loads the module from
 * moderation.backend-module.ts.
 */
export { ModeratedContentToken, type ModeratedContent, type ReportedItem, type ContextLine } from './application/moderated-content.ts';
export { AnglerStandingToken, type AnglerStanding, type Standing } from './application/angler-standing.ts';
export { OperatorsFacade } from './application/operators-facade.ts';
export { REPORTABLE_KINDS, type ReportableKind } from './domain/reportable-kind.ts';
export { ModerationActionTaken, AppealDecided } from './domain/moderation.events.ts';
export { restrictsTheAuthor } from './domain/action.ts';
export { REPORT_EXCERPT_CHARS, reportExcerpt } from './domain/report-excerpt.ts';
