import { Migration } from '@mikro-orm/migrations';

/**
 * The abuse limits' counters (platform/limits, rate-limiter-flexible's RateLimiterPostgres layout:
 * key = `<limit>:<angler or address>`, points used, expiry in epoch milliseconds). Made here, so the
 * library never creates tables at run time.
 */
export class RateLimits20251125000000 extends Migration {
  override up(): void {
    this.addSql(`create table rate_limits (
      key varchar(255) primary key,
      points integer not null default 0,
      expire bigint
    )`);
    this.addSql('create index rate_limits_expire_idx on rate_limits (expire)');
  }

  override down(): void {
    this.addSql('drop table rate_limits');
  }
}
