/**
 * identity — who the anglers are: their accounts and profile fields, the provider accounts linked to
 * them, signing in and out, who follows whom (and so who are mates), and their settings. Other modules
 * learn who is calling from the session (an angler id), look anglers up through the AnglersFacade and
 * react to its events; they never read identity's tables.
 *
 * This door stays light (types, tokens, events): importing it never loads identity's adapters, so
 * modules can depend on each other's doors without import cycles. The composition root loads the
 * module itself from identity.backend-module.ts.
 */
export { AnglersFacade, type AnglerCard, type Relationship } from './application/anglers-facade.ts';
export { AnglerFollowed, AnglerUnfollowed } from './domain/follow.events.ts';
export { AnglerCardChanged } from './application/angler-card.events.ts';
export { AnglerDeleted } from './application/angler-deleted.event.ts';
