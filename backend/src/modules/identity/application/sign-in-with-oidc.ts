import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { AnglerCardChanged } from './angler-card.events.ts';
import { User } from '../domain/user.ts';
import { IdentityLink } from '../domain/identity-link.ts';
import { HiddenProfiles, SignInEmails, UserRepository } from './ports.ts';

/** What a verified OpenID Connect sign-in tells us about the person. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
  /** The sign-in email the provider vouches for, if any (operators are named by it). */
  email?: string | null;
}

/** A person signed in at their provider: recognise their angler, or welcome a new one. */
export class SignInWithOidc {
  constructor(
    @inject(UserRepository) private readonly users: UserRepository,
    @inject(EventBusToken) private readonly events: EventBus,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(SignInEmails) private readonly emails: SignInEmails,
    @inject(HiddenProfiles) private readonly hiddenProfiles: HiddenProfiles,
  ) {}

  execute(identity: ProviderIdentity): Promise<User> {
    return this.transactions.run(() => this.signIn(identity));
  }

  private async signIn(identity: ProviderIdentity): Promise<User> {
    const details = {
      displayName: identity.name,
      firstName: identity.givenName,
      lastName: identity.familyName,
      profileImageUrl: identity.picture,
    };
    const known = await this.users.findByIdentity(identity.issuer, identity.subject);
    if (known) {
      known.fillBlanksFrom(details);
      await this.users.save(known);
      await this.events.publish(AnglerCardChanged.seenByOthers(known, await this.hiddenProfiles.hiddenOf(known.id)), {
        orderKey: known.id,
      });
      await this.emails.remember(known.id, identity.email ?? null);
      return known;
    }
    const user = User.register(details);
    const registered = await this.users.register(user, new IdentityLink(identity.issuer, identity.subject, user.id));
    await this.events.publish(AnglerCardChanged.of(registered), { orderKey: registered.id });
    await this.emails.remember(registered.id, identity.email ?? null);
    return registered;
  }
}
