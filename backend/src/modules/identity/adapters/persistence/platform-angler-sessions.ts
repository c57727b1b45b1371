import { inject } from 'inversify';
import type { SessionCookies } from '../../../../platform/auth/session-cookies.ts';
import { SessionCookiesToken } from '../../../../platform/tokens.ts';
import type { AnglerSessions } from '../../application/your-data/account-removal.ts';

/** The platform's session store (sessions belong to the platform, not to identity's tables). */
export class PlatformAnglerSessions implements AnglerSessions {
  constructor(@inject(SessionCookiesToken) private readonly sessions: SessionCookies) {}

  endAllOf(anglerId: string): Promise<void> {
    return this.sessions.endAllSessionsOf(anglerId);
  }
}
