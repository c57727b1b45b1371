import { sql, type Sql } from '../../db/sql.ts';

type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string };

/** The provider's models that belong to a grant: revoking the grant removes them (as oidc-provider's own memory adapter does). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

const epochSeconds = () => Math.floor(Date.now() / 1000);
const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * oidc-provider's storage adapter over PostgreSQL (table dev_provider_records): one instance per
 * model (Session, Interaction, Grant, AuthorizationCode, AccessToken…). Every server process reads
 * and writes the same rows, so the process that answers a callback or a token request knows what
 * another one stored. An expired row is never returned; expired rows are removed by `forgetExpired`.
 */
export class ProviderRecords {
  constructor(
    private readonly db: Sql,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
    const grantId = GRANTABLE.has(this.model) ? stringOrNull(payload.grantId) : null;
    const uid = this.model === 'Session' ? stringOrNull(payload.uid) : null;
    const userCode = stringOrNull(payload.userCode);
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.db.run(sql`
      insert into dev_provider_records (model, id, payload, grant_id, uid, user_code, expires_at)
      values (${this.model}, ${id}, ${JSON.stringify(payload)}::jsonb, ${grantId}, ${uid}, ${userCode}, ${expiresAt})
      on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
        uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at`);
  }

  find(id: string): Promise<Payload | undefined> {
    return this.#one(sql`id = ${id}`);
  }

  findByUid(uid: string): Promise<Payload | undefined> {
    return this.#one(sql`uid = ${uid}`);
  }

  findByUserCode(userCode: string): Promise<Payload | undefined> {
    return this.#one(sql`user_code = ${userCode}`);
  }

  /** Marks a code or token used (the provider refuses it again, and revokes its grant when it is replayed). */
  async consume(id: string): Promise<void> {
    await this.db.run(sql`
      update dev_provider_records set payload = payload || jsonb_build_object('consumed', ${epochSeconds()}::int)
      where model = ${this.model} and id = ${id}`);
  }

  async destroy(id: string): Promise<void> {
    await this.db.run(sql`delete from dev_provider_records where model = ${this.model} and id = ${id}`);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.run(sql`delete from dev_provider_records where grant_id = ${grantId}`);
  }

  async #one(match: ReturnType<typeof sql>): Promise<Payload | undefined> {
    const [row] = await this.db.rows<{ payload: Payload }>(sql`
      select payload from dev_provider_records
      where model = ${this.model} and ${match} and (expires_at is null or expires_at > now())`);
    return row?.payload;
  }
}

/** Removes the rows past their expiry (each sign-in's interaction, codes, short-lived tokens). */
export async function forgetExpiredProviderRecords(db: Sql): Promise<void> {
  await db.run(sql`delete from dev_provider_records where expires_at <= now()`);
}
