/**
 * moderation — trust and safety: anglers' reports, the operator role, the operators' queue and their
 * actions citing the community guidelines, statements of reasons and appeals, automatic hiding by
 * reports, and the append-only audit log. It owns no content: each module owning reportable content
 * multi-binds ModeratedContent (under ModeratedContentToken) and keeps its own hidden state, and an
 * angler's standing (suspended, banned) is identity's, reached through the AnglerStanding port.
 * Notifications reacts to its events to tell the anglers concerned.
 *
 * This door stays light (types, tokens, events); the composition root loads the module from
 * moderation.backend-module.ts.
 */
export { ModeratedContentToken, type ModeratedContent, type ReportedItem, type ContextLine } from './application/moderated-content.ts';
export { AnglerStandingToken, type AnglerStanding, type Standing } from './application/angler-standing.ts';
export { OperatorsFacade } from './application/operators-facade.ts';
export { REPORTABLE_KINDS, type ReportableKind } from './domain/reportable-kind.ts';
export { ModerationActionTaken, AppealDecided } from './domain/moderation.events.ts';
