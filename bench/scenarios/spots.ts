/**
 * The spots scenarios on the real app, in the anglers' core database (100,000 anglers, 1 M posts) with
 * 10,000 spots and 1,000,000 trips (spots/dataset.ts): the heat map with the default filters and over
 * 90 days, the directory's search and nearby spots — each as a random signed-in angler.
 */
import { withClient } from '../support/postgres.ts';
import type { Scenario } from '../support/scenario.ts';
import { anglersApp, type AnglersApp } from './anglers-core/app.ts';
import { SPOTS, spotsDataset, TRIPS, WATERS } from './spots/dataset.ts';

let app: AnglersApp;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const as = () => ({ cookie: pick(app.sessions) });
const keep = async () => {};
const SEARCHES = ['bass', 'trout', 'cove', 'point', 'walleye', 'flats', 'lake tahoe', 'narrows'];

/** The SQL behind a heat map answer that is not remembered (the first after any change), as the app sends it. */
const activitySql = (days: number) => `
  select spot_id, sum(trips)::int as trips, sum(successes)::int as successes, max(anglers)::int as anglers, max(last_at) as last_at
  from (
    select d.spot_id, d.trips, d.successes, 0 as anglers, null::timestamptz as last_at
    from spot_activity_days d where d.day > ((now() - interval '${days} days') at time zone 'UTC')::date
    union all
    select t.spot_id, 1, t.fishing_success::int, 0, null from trips t
    where t.spot_id is not null and t.created_at >= now() - interval '${days} days'
      and t.created_at < ((((now() - interval '${days} days') at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC')
      and t.share_location and t.privacy = 'public' and exists (select 1 from spot_anglers a where a.id = t.angler_id and a.share_trip_locations)
    union all
    select x.spot_id, 0, 0, count(*), max(x.shared_last_at) from spot_angler_activity x
    where x.shared_trips > 0 and x.shared_last_at >= now() - interval '${days} days' group by x.spot_id
  ) activity group by spot_id`;

async function prepareSpots(ctx: Parameters<Scenario['prepare']>[0]) {
  app = await anglersApp(ctx);
  await ctx.dataset(app.databaseUrl, spotsDataset);
  const shape = await withClient(
    app.databaseUrl,
    async (c) =>
      (
        await c.query(`select (select count(*) from spots)::int as spots, (select count(*) from trips)::int as trips,
        (select count(*) from spot_activity_days)::int as days, (select count(*) from spot_angler_activity)::int as anglers,
        (select count(*) from posts)::int as posts`)
      ).rows[0],
  );
  ctx.note(
    `${shape.spots.toLocaleString('en')} spots, ${shape.trips.toLocaleString('en')} trips, ${shape.posts.toLocaleString('en')} posts; ` +
      `rollups: ${shape.days.toLocaleString('en')} spot-days, ${shape.anglers.toLocaleString('en')} spot-angler rows. ` +
      "The machine was shared with other engineers' builds and tests during these runs (partial runs only).",
  );
  return app;
}

/** The viewer's own ratings, all of them, read once per process until they rate again (not per request). */
const explainMyRatings = (ctx: Parameters<Scenario['prepare']>[0]) =>
  ctx.explain(
    app.databaseUrl,
    "the viewer's own ratings (the first list they open in a process, and after they rate)",
    'select spot_id, rating::int as rating from spot_ratings where angler_id = $1::uuid',
    [app.sessionAnglers[0]],
  );

const heatmap = (name: string, query: string, days: number): Scenario => ({
  name,
  description: `GET /api/spots/heatmap${query} over ${SPOTS.toLocaleString('en')} spots and ${TRIPS.toLocaleString('en')} trips`,
  target: { minRatio: 0.5, maxP99Ms: 25 },
  async prepare(ctx) {
    await prepareSpots(ctx);
    await ctx.explain(
      app.databaseUrl,
      `heat map activity over ${days} days (rollups; the first ask after a change)`,
      activitySql(days),
      [],
    );
    await ctx.explain(
      app.databaseUrl,
      'heat map candidates (every spot, default filters)',
      `select s.id, s.name, s.location, s.latitude, s.longitude,
      s.description, s.water_type, s.difficulty, s.access_type, s.facilities, s.species, s.rating_sum, s.rating_count, s.successful_anglers from spots s`,
      [],
    );
    return { url: app.url, close: keep };
  },
  // As a browser asks (the heat map's answer is prepared once, compressed): without it, ~300 KB of plain JSON a request.
  requests: () => () => ({ path: `/api/spots/heatmap${query}`, headers: { ...as(), 'accept-encoding': 'br, gzip' } }),
});

const search: Scenario = {
  name: 'spots directory search (real app)',
  description: `GET /api/spots?search= one of ${SEARCHES.length} terms over ${SPOTS.toLocaleString('en')} spots (first 100 by name; each term's answer remembered, each viewer's ratings remembered per process)`,
  target: { maxP99Ms: 25 },
  async prepare(ctx) {
    await prepareSpots(ctx);
    // As the app asks when an answer is not remembered (the first after any change): the walk along
    // spots_name_idx stops at 100 matches for a common word; a rare one goes through the trigram index.
    for (const word of ['trout', 'lake tahoe'])
      await ctx.explain(
        app.databaseUrl,
        `directory search '${word}' (not remembered)`,
        `select s.id, s.name, s.location, s.latitude, s.longitude,
          s.description, s.water_type, s.difficulty, s.access_type, s.facilities, s.species, s.rating_sum, s.rating_count, s.successful_trips,
          s.total_trips, s.successful_anglers, (select coalesce(c.display_name, c.first_name) from spot_anglers c where c.id = s.created_by) as creator_name
        from spots s where s.search_text like $1 order by s.name, s.id limit 100`,
        [`%${word}%`],
      );
    await explainMyRatings(ctx);
    return { url: app.url, close: keep };
  },
  requests: () => () => ({ path: `/api/spots?search=${encodeURIComponent(pick(SEARCHES))}`, headers: as() }),
};

const nearby: Scenario = {
  name: 'spots nearby (real app)',
  description:
    "GET /api/spots/nearby (50 km) at a random point within ±0.3° of one of the real waters (which spots and how far from each process's memory of positions; cards and each viewer's ratings remembered)",
  target: { maxP99Ms: 25 },
  async prepare(ctx) {
    await prepareSpots(ctx);
    const w = WATERS[0]!;
    // What PostgreSQL still does for nearby, only when not remembered: the 50 nearest spots' ids come from
    // the app's memory (the 50 nearest to Lake Tahoe stand in for them here); their cards are read by key.
    const nearest = (
      await withClient(app.databaseUrl, (c) =>
        c.query<{ id: string }>(
          `select id from spots
        order by ll_to_earth(latitude, longitude) <-> ll_to_earth($1, $2) limit 50`,
          [w.latitude, w.longitude],
        ),
      )
    ).rows.map((r) => r.id);
    await explainMyRatings(ctx);
    await ctx.explain(
      app.databaseUrl,
      'the cards of the 50 nearest spots by key (only those not remembered: after a change)',
      `select s.id, s.name, s.location,
        s.latitude, s.longitude, s.description, s.water_type, s.difficulty, s.access_type, s.facilities, s.species, s.rating_sum, s.rating_count,
        s.successful_trips, s.total_trips, s.successful_anglers,
        (select coalesce(c.display_name, c.first_name) from spot_anglers c where c.id = s.created_by) as creator_name, null::int as my_rating
      from spots s where s.id = any($1::text[])`,
      [nearest],
    );
    return { url: app.url, close: keep };
  },
  requests: () => () => {
    const w = pick(WATERS);
    return {
      path: `/api/spots/nearby?latitude=${(w.latitude + (Math.random() - 0.5) * 0.6).toFixed(4)}&longitude=${(w.longitude + (Math.random() - 0.5) * 0.6).toFixed(4)}`,
      headers: as(),
    };
  },
};

export default [
  heatmap('spots heat map, default filters (real app)', '', 7),
  heatmap('spots heat map, 90 days (real app)', '?timeRange=90d', 90),
  search,
  nearby,
];
