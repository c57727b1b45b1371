import { sql, type Query } from '../../../../platform/db/sql.ts';
import { clickPriceMicros, impressionPriceMicros } from '../../domain/money.ts';

/**
 * A campaign's prices in micros, in SQL over its cents columns: written from money.ts's rules (both
 * are linear in cents, so one unit's price is the factor) and proven equal to them by
 * backend/test/advertising/sql-twins.test.ts. `campaign` is the campaign row's alias.
 */
export const impressionPriceSql = (campaign: string): Query<number> =>
  sql`${sql.ref(`${campaign}.cpm_cents`)} * ${sql.lit(impressionPriceMicros(1))}`;

export const clickPriceSql = (campaign: string): Query<number> =>
  sql`${sql.ref(`${campaign}.cpc_cents`)} * ${sql.lit(clickPriceMicros(1))}`;
