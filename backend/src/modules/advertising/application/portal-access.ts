import { inject } from 'inversify';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { mustWorkFor, type AdvertiserUser } from '../domain/advertiser-user.ts';
import { PortalSignInNeeded } from '../domain/advertising.errors.ts';
import { tokenHashOf } from './portal-token.ts';
import { PortalSessions } from './ports.ts';

/** Who is at the portal: every portal call but registration and sign-in asks first. */
export class PortalAccess {
  constructor(
    @inject(PortalSessions) private readonly sessions: PortalSessions,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  /** The signed-in advertiser user, or 401. */
  async whoIs(token: string | undefined): Promise<AdvertiserUser> {
    const user = token ? await this.sessions.userOf(tokenHashOf(token), this.clock.now()) : null;
    if (!user) throw new PortalSignInNeeded();
    return user;
  }

  /** The signed-in user, only when the advertiser asked for is their own (403 otherwise). */
  async ofAdvertiser(token: string | undefined, advertiserId: string): Promise<AdvertiserUser> {
    const user = await this.whoIs(token);
    mustWorkFor(user, advertiserId);
    return user;
  }
}
