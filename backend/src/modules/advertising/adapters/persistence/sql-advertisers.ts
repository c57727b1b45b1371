import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import { isId } from '../../../../shared/kernel/ids.ts';
import { AdvertiserUserRepository, ServingCatalogue, type AdvertiserRepository } from '../../application/ports.ts';
import type { Advertiser, ReviewDecision } from '../../domain/advertiser.ts';
import type { AdvertiserUser } from '../../domain/advertiser-user.ts';
import { AdvertiserShape } from './advertising-records.ts';

/** advertisers in SQL; an approval changed is forgotten by serving in every process. */
export class SqlAdvertisers implements AdvertiserRepository {
  constructor(
    @inject(SqlToken) private readonly db: Sql,
    @inject(AdvertiserUserRepository) private readonly users: AdvertiserUserRepository,
    @inject(ServingCatalogue) private readonly serving: ServingCatalogue,
  ) {}

  async add(a: Advertiser, primaryUser: AdvertiserUser): Promise<void> {
    await this.db.run(sql`
      insert into advertisers (id, company_name, website, industry, contact_email, contact_phone, description, account_status, created_at)
      values (${a.id}::uuid, ${a.companyName}, ${a.website}, ${a.industry}, ${a.contactEmail}, ${a.contactPhone}, ${a.description},
              ${a.accountStatus}, ${a.createdAt})`);
    await this.users.add(primaryUser);
  }

  async byId(id: string): Promise<Advertiser | null> {
    if (!isId(id)) return null;
    const [r] = await this.db.rows(sql`select * from advertisers where id = ${id}::uuid`);
    return r ? AdvertiserShape.read(r) : null;
  }

  async forReview(): Promise<Advertiser[]> {
    const rows = await this.db.rows(sql`
      select * from advertisers order by account_status = 'pending' desc, created_at desc, id desc limit 500`);
    return rows.map(AdvertiserShape.read);
  }

  async decide(id: string, status: ReviewDecision): Promise<boolean> {
    const changed = (await this.db.run(sql`update advertisers set account_status = ${status} where id = ${id}::uuid`)) > 0;
    if (changed) this.serving.changed();
    return changed;
  }
}
