import { Migration } from '@mikro-orm/migrations';

/**
 * The location shield on trips: how precisely the public and mates see each trip's place, and the
 * nearest gazetteer town (kept at write time, for 'Place name only'). Trips logged before anglers could
 * choose read as a new angler's defaults: the public about 1 km, mates exact. The defaults fill the
 * existing rows only; every write names both precisions itself.
 */
export class TripLocationPrecision20261128091138 extends Migration {
  override up(): void {
    this.addSql(`alter table trips
      add column public_precision varchar(6) not null default '1km',
      add column mates_precision varchar(6) not null default 'exact',
      add column place_name text null`);
    this.addSql('alter table trips alter column public_precision drop default, alter column mates_precision drop default');
    this.addSql(`alter table trips add constraint trips_precisions_known check (
      public_precision in ('exact', '1km', '10km', 'place', 'hidden') and mates_precision in ('exact', '1km', '10km', 'place', 'hidden'))`);
  }

  override down(): void {
    this.addSql('alter table trips drop constraint trips_precisions_known');
    this.addSql('alter table trips drop column public_precision, drop column mates_precision, drop column place_name');
  }
}
