import { inject } from 'inversify';
import type { SessionCookies } from '../../../../platform/auth/session-cookies.ts';
import { SessionCookiesToken } from '../../../../platform/tokens.ts';
import { SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { forgetIdempotencyKeysOf } from '../../../../platform/http/idempotency.ts';
import type { AnglerSessions } from '../../application/your-data/account-removal.ts';

/**
 * The platform's session store (sessions belong to the platform, not to identity's tables); with the
 * sessions go the answers kept for the angler's Idempotency-Keys, which only their sessions could replay.
 */
export class PlatformAnglerSessions implements AnglerSessions {
  constructor(
    @inject(SessionCookiesToken) private readonly sessions: SessionCookies,
    @inject(SqlToken) private readonly db: Sql,
  ) {}

  async endAllOf(anglerId: string): Promise<void> {
    await this.sessions.endAllSessionsOf(anglerId);
    await forgetIdempotencyKeysOf(this.db, anglerId);
  }

  async forgetRemembered(anglerId: string): Promise<void> {
    this.sessions.forgetRememberedOf(anglerId);
  }
}
