import { inject } from 'inversify';
import { createHash, randomBytes } from 'node:crypto';
import type { RegisterAdvertiser } from '@tightlines/contracts';
import { Conflict, NotAllowed, NotSignedIn } from '../../../shared/kernel/domain-errors.ts';
import { newId } from '../../../shared/kernel/ids.ts';
import { TransactionsToken, type Transactions } from '../../../platform/transactions/transactions.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { LimitsToken, type LimitPolicy, type Limits } from '../../../platform/limits/limits.ts';
import { AdvertisingRepository, PasswordHasher, type AdvertiserUserRecord } from './ports.ts';

/** Sign-in attempts, counted per address and per email: a guesser is slowed whichever they vary. */
export const LOGIN_PER_ADDRESS: LimitPolicy = { name: 'advertising.login-address', counts: 'sign-in attempts', regular: { points: 20, per: 'minute' } };
export const LOGIN_PER_EMAIL: LimitPolicy = { name: 'advertising.login-email', counts: 'sign-in attempts', regular: { points: 10, per: 'hour' } };

export const SESSION_TTL_MS = 7 * 86_400_000;
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const EMAIL_TAKEN = 'An advertiser account with this email already exists';
export const NOT_SIGNED_IN = 'Sign in to the advertiser portal';
export const ACCESS_DENIED = 'Access Denied';

/** A hash to verify against when no user has the email, so an unknown email takes as long as a wrong password. */
const NOBODY = '$argon2id$v=19$m=19456,t=2,p=1$C19iv7WWA/vZgL/grdquTw$JRPSp04QmrQSpCJo3jjt8ngXLw23s+o7Rv4S+1JIvpk';

export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SignedIn {
  token: string;
  user: AdvertiserUserRecord;
  expiresAt: Date;
}

/**
 * Advertiser accounts (spec part 2 §5–§7): registration makes a pending company and its primary user,
 * an active admin, whatever the browser says; sign-in opens a server session of the portal's own.
 */
export class AdvertiserAccounts {
  constructor(
    @inject(AdvertisingRepository) private readonly repo: AdvertisingRepository,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(TransactionsToken) private readonly transactions: Transactions,
    @inject(ClockToken) private readonly clock: Clock,
    @inject(LimitsToken) private readonly limits: Limits,
  ) {}

  async register(input: RegisterAdvertiser): Promise<{ advertiserId: string }> {
    const email = input.primaryUser.email.trim();
    if (await this.repo.userByEmail(email)) throw new Conflict(EMAIL_TAKEN);
    const passwordHash = await this.hasher.hash(input.primaryUser.password);
    const now = this.clock.now();
    const advertiserId = newId();
    await this.transactions.run(() =>
      this.repo.insertAdvertiser(
        {
          id: advertiserId,
          companyName: input.companyName,
          website: input.website ?? null,
          industry: input.industry || null,
          contactEmail: input.contactEmail,
          contactPhone: input.contactPhone || null,
          description: input.description || null,
          accountStatus: 'pending',
          createdAt: now,
        },
        {
          id: newId(),
          advertiserId,
          email,
          firstName: input.primaryUser.firstName,
          lastName: input.primaryUser.lastName,
          role: 'admin',
          isActive: true,
          passwordHash,
          createdAt: now,
        },
      ),
    );
    return { advertiserId };
  }

  async login(email: string, password: string, address: string): Promise<SignedIn> {
    await this.limits.consumeByAddress(LOGIN_PER_ADDRESS, address);
    await this.limits.consumeByAddress(LOGIN_PER_EMAIL, `email:${email.trim().toLowerCase()}`);
    const user = await this.repo.userByEmail(email.trim());
    const matches = await this.hasher.verify(user?.passwordHash ?? NOBODY, password);
    if (!user || !matches || !user.isActive) throw new NotSignedIn(INVALID_CREDENTIALS);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + SESSION_TTL_MS);
    await this.transactions.run(() => this.repo.openSession(tokenHashOf(token), user.id, expiresAt));
    return { token, user, expiresAt };
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.transactions.run(() => this.repo.closeSession(tokenHashOf(token)));
  }

  /** The signed-in advertiser user, or 401. */
  async whoIs(token: string | undefined): Promise<AdvertiserUserRecord> {
    const user = token ? await this.repo.sessionUser(tokenHashOf(token), this.clock.now()) : null;
    if (!user) throw new NotSignedIn(NOT_SIGNED_IN);
    return user;
  }

  /** The signed-in user, only when the advertiser asked for is their own (403 otherwise). */
  async ownAdvertiser(token: string | undefined, advertiserId: string): Promise<AdvertiserUserRecord> {
    const user = await this.whoIs(token);
    if (user.advertiserId !== advertiserId) throw new NotAllowed(ACCESS_DENIED);
    return user;
  }
}
