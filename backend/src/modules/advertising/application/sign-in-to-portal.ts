import { inject } from 'inversify';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { LimitsToken, type LimitPolicy, type Limits } from '../../../platform/limits/limits.ts';
import { emailKey, type AdvertiserUser } from '../domain/advertiser-user.ts';
import { InvalidCredentials } from '../domain/advertising.errors.ts';
import { newPortalToken, SESSION_TTL_MS, tokenHashOf } from './portal-token.ts';
import { AdvertiserUserRepository, PasswordHasher, PortalSessions } from './ports.ts';

/** Sign-in attempts, counted per address and per email: a guesser is slowed whichever they vary. */
export const LOGIN_PER_ADDRESS: LimitPolicy = {
  name: 'advertising.login-address',
  counts: 'sign-in attempts',
  regular: { points: 20, per: 'minute' },
};
export const LOGIN_PER_EMAIL: LimitPolicy = {
  name: 'advertising.login-email',
  counts: 'sign-in attempts',
  regular: { points: 10, per: 'hour' },
};

/** A hash to verify against when no user has the email, so an unknown email takes as long as a wrong password. */
const NOBODY = '$argon2id$v=19$m=19456,t=2,p=1$C19iv7WWA/vZgL/grdquTw$JRPSp04QmrQSpCJo3jjt8ngXLw23s+o7Rv4S+1JIvpk';

export interface SignedIn {
  token: string;
  user: AdvertiserUser;
  expiresAt: Date;
}

/** A portal user signs in (spec part 2 §6): a server session of the portal's own, not an angler's. */
export class SignInToPortal {
  constructor(
    @inject(AdvertiserUserRepository) private readonly users: AdvertiserUserRepository,
    @inject(PortalSessions) private readonly sessions: PortalSessions,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LimitsToken) private readonly limits: Limits,
  ) {}

  async run(email: string, password: string, address: string): Promise<SignedIn> {
    await this.limits.consumeByAddress(LOGIN_PER_ADDRESS, address);
    await this.limits.consumeByAddress(LOGIN_PER_EMAIL, `email:${emailKey(email)}`);
    const user = await this.users.byEmail(email.trim());
    const matches = await this.hasher.verify(user?.passwordHash ?? NOBODY, password);
    if (!user || !matches || !user.isActive) throw new InvalidCredentials();
    const token = newPortalToken();
    const expiresAt = new Date(this.clock.now().getTime() + SESSION_TTL_MS);
    await this.transactions.run(() => this.sessions.open(tokenHashOf(token), user.id, expiresAt));
    return { token, user, expiresAt };
  }
}
