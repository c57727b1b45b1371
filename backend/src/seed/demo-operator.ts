import { User } from '../modules/identity/domain/user.ts';
import { IdentityLink } from '../modules/identity/domain/identity-link.ts';
import { UserRepository } from '../modules/identity/application/ports.ts';
import { AnglerCardChanged } from '../modules/identity/index.ts';
import { EventBusToken, type EventBus } from '../platform/events/event-bus.ts';
import { ManageOperators } from '../modules/moderation/application/manage-operators.ts';
import { DEMO_MARK } from './demo-anglers.ts';
import { DEMO_ISSUER, type DemoContribution } from './seed-demo-data.ts';

/** The demo's operator, chosen on the development provider's sign-in page like any demo angler. */
export const DEMO_OPERATOR = { slug: 'demo-operator', firstName: 'Demo', lastName: 'Operator' } as const;

/**
 * One demo angler holds the operator role, so a newcomer can try the whole trust-and-safety flow: sign
 * in as "Demo Operator", work the report queue, act, decide appeals and read the audit log. Granted as
 * the command line grants (no operator granted it), so the audit log starts with that line.
 */
export const seedOperator: DemoContribution = async ({ container, mark }) => {
  const user = User.register({
    displayName: 'Demo Operator',
    firstName: DEMO_OPERATOR.firstName,
    lastName: DEMO_OPERATOR.lastName,
    profileImageUrl: null,
  });
  user.edit(user.id, { location: 'Tightlines', bio: `Moderates the demo: try the operator console. ${DEMO_MARK}` });
  await container.get<UserRepository>(UserRepository).register(user, new IdentityLink(DEMO_ISSUER, DEMO_OPERATOR.slug, user.id));
  await container.get<EventBus>(EventBusToken).publish(AnglerCardChanged.of(user), { orderKey: user.id });
  await mark('angler', [user.id]);
  await container.get(ManageOperators).grant(null, user.id);
};
