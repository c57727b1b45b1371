import { inject } from 'inversify';
import { sql, SqlToken, type Sql } from '../../../../platform/db/sql.ts';
import type { DevAnglerChoice, DevAnglerChoices } from '../../../../platform/auth/dev-provider/dev-angler-choices.ts';

/** The pseudo-issuer of the demo anglers' provider links (the seed links them so: seed-demo-data.ts). */
export const DEMO_ISSUER = 'tightlines:demo';

/**
 * The demo anglers as the development provider offers them: a person trying the product chooses
 * one and signs in as them, through a provider account linked to that angler like any other.
 */
export class DemoAnglerChoices implements DevAnglerChoices {
  constructor(@inject(SqlToken) private readonly db: Sql) {}

  async list(): Promise<DevAnglerChoice[]> {
    return this.db.rows<DevAnglerChoice>(sql`
      select l.subject, coalesce(u.display_name, l.subject) as name, u.profile_image_url as picture, u.location
      from identity_links l join users u on u.id = l.user_id
      where l.issuer = ${DEMO_ISSUER}
      order by name`);
  }

  async link(choice: string, issuer: string, providerSubject: string): Promise<DevAnglerChoice | null> {
    const [chosen] = await this.db.rows<DevAnglerChoice & { user_id: string }>(sql`
      select l.subject, coalesce(u.display_name, l.subject) as name, u.profile_image_url as picture, u.location, u.id as user_id
      from identity_links l join users u on u.id = l.user_id
      where l.issuer = ${DEMO_ISSUER} and l.subject = ${choice}`);
    if (!chosen) return null;
    await this.db.run(sql`
      insert into identity_links (issuer, subject, user_id) values (${issuer}, ${providerSubject}, ${chosen.user_id}::uuid)
      on conflict (issuer, subject) do update set user_id = excluded.user_id`);
    const { user_id: _id, ...card } = chosen;
    return card;
  }
}
