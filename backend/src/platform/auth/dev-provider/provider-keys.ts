import { generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import { sql, type Sql } from '../../db/sql.ts';

/** The development provider's secrets: the same in every server process, so any of them can verify what another signed. */
export interface ProviderKeys {
  clientSecret: string;
  signingKey: JsonWebKey;
  cookieKey: string;
}

const find = async (db: Sql) =>
  (
    await db.rows<{ payload: ProviderKeys }>(sql`
    select payload from dev_provider_records where model = 'ProviderKeys' and id = 'development'`)
  )[0]?.payload;

/**
 * The keys of this database's development provider, made by the first process that asks; a process
 * that races it keeps the winner's (insert … on conflict do nothing, then read).
 */
export async function providerKeys(db: Sql): Promise<ProviderKeys> {
  const known = await find(db);
  if (known) return known;
  const made: ProviderKeys = {
    clientSecret: randomBytes(32).toString('base64url'),
    signingKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    cookieKey: randomBytes(32).toString('base64url'),
  };
  await db.run(sql`
    insert into dev_provider_records (model, id, payload) values ('ProviderKeys', 'development', ${JSON.stringify(made)}::jsonb)
    on conflict (model, id) do nothing`);
  return (await find(db))!;
}
