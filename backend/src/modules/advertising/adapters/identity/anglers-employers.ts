import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { ReadCache } from '../../../../platform/db/read-cache.ts';
import { AnglersFacade } from '../../../identity/index.ts';
import type { AnglersEmployers } from '../../application/ports.ts';

/**
 * How long a process trusts what it read: an angler made a portal user meanwhile may see their own
 * company's ads billed this long (a user is never removed, so nothing is billed that should not be).
 */
export const EMPLOYERS_MS = 60_000;

interface Employers {
  ids: ReadonlySet<string>;
}

/**
 * The advertisers an angler works for: identity gives the angler's sign-in email, advertiser_users
 * the companies with a portal user of that email (the portal's own sessions never reach the ads'
 * calls: its cookie is scoped to /api/advertisers). Remembered per process, like interests.
 */
export class SqlAnglersEmployers implements AnglersEmployers {
  readonly #cache = new ReadCache<Employers>({ max: 20_000, ms: EMPLOYERS_MS });

  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(AnglersFacade) private readonly anglers: AnglersFacade,
  ) {}

  async of(anglerId: string): Promise<ReadonlySet<string>> {
    return (await this.#cache.get(anglerId, () => this.#read(anglerId))).ids;
  }

  async #read(anglerId: string): Promise<Employers> {
    const email = await this.anglers.signInEmailOf(anglerId);
    if (!email) return { ids: new Set() };
    const rows = await this.db.rows<{ advertiser_id: string }>(sql`
      select advertiser_id from advertiser_users where lower(email) = lower(${email.trim()}) and is_active`);
    return { ids: new Set(rows.map((r) => r.advertiser_id)) };
  }
}
