import { Migration } from '@mikro-orm/migrations';

const PRECISIONS = `('exact', '1km', '10km', 'place', 'hidden')`;

/**
 * The kernel's `cellCentre` (shared/kernel/location-shield.ts) as SQL, for the backfill only: the
 * centre of the fixed grid cell of `km` holding (lat, lng), as `lat`/`lng` columns. New points are
 * snapped by the kernel itself when a catch is shared or its precision changes.
 */
const cellCentreOf = (km: number) => `
  select id, round(clat::numeric, 6)::float8 as lat,
         round((-180 + (least(cols - 1, greatest(0, floor((longitude + 180) / (360.0 / cols)))) + 0.5) * (360.0 / cols))::numeric, 6)::float8 as lng
  from (select id, longitude, clat, greatest(1, floor(360 * 111.32 * cos(radians(clat)) / ${km}))::int as cols
        from (select id, longitude,
                     least(90, -90 + (least(ceil(180 / (${km} / 111.32)) - 1, greatest(0, floor((latitude + 90) / (${km} / 111.32)))) + 0.5) * (${km} / 111.32)) as clat
              from posts where latitude is not null) rows) bands`;

/**
 * Every post with coordinates at the new-angler defaults: the public point snapped to its 1 km cell's
 * centre, mates' the exact point. (Also how bench/ data sets fill them after loading posts.)
 */
export const SNAP_AT_NEW_ANGLER_DEFAULTS = `update posts p set public_latitude = c.lat, public_longitude = c.lng,
    mates_latitude = p.latitude, mates_longitude = p.longitude
  from (${cellCentreOf(1)}) c where c.id = p.id`;

/**
 * The location shield on catches. Each post carries how precisely the public and mates see its place,
 * the nearest town's name (worked out when shared: older posts have none until their precision is
 * next chosen), and the point each audience may see, snapped when written — so distance searches
 * filter and sort by what the viewer may see, never by the exact point. Every post shared before
 * gets the new-angler defaults (public about 1 km, mates exact); Discover's catch_places now holds
 * the public point. An angler's defaults live in angler_location_defaults; an angler without a row
 * has the new-angler defaults.
 */
export class LocationShield20261128091239 extends Migration {
  override up(): void {
    this.addSql(`alter table posts
      add column public_precision varchar(8) not null default '1km' constraint posts_public_precision_check check (public_precision in ${PRECISIONS}),
      add column mates_precision varchar(8) not null default 'exact' constraint posts_mates_precision_check check (mates_precision in ${PRECISIONS}),
      add column place_name text null,
      add column public_latitude double precision null,
      add column public_longitude double precision null,
      add column mates_latitude double precision null,
      add column mates_longitude double precision null`);
    this.addSql(SNAP_AT_NEW_ANGLER_DEFAULTS);
    this.addSql(`update catch_places cp set latitude = p.public_latitude, longitude = p.public_longitude,
        fine_cell = floor((p.public_latitude + 90) * 10)::integer * 3601 + floor((p.public_longitude + 180) * 10)::integer,
        coarse_cell = floor(p.public_latitude + 90)::integer * 361 + floor(p.public_longitude + 180)::integer
      from posts p where p.id = cp.post_id`);
    this.addSql(`create table angler_location_defaults (
      angler_id uuid primary key,
      public_precision varchar(8) not null constraint angler_location_defaults_public_check check (public_precision in ${PRECISIONS}),
      mates_precision varchar(8) not null constraint angler_location_defaults_mates_check check (mates_precision in ${PRECISIONS}),
      changed_at timestamptz not null default now())`);
  }

  override down(): void {
    this.addSql('drop table angler_location_defaults');
    this.addSql(`update catch_places cp set latitude = p.latitude, longitude = p.longitude, fine_cell = p.fine_cell, coarse_cell = p.coarse_cell
      from posts p where p.id = cp.post_id`);
    this.addSql(`alter table posts drop column public_precision, drop column mates_precision, drop column place_name,
      drop column public_latitude, drop column public_longitude, drop column mates_latitude, drop column mates_longitude`);
  }
}
