/**
 * weather — the weather at a place for anglers: current conditions from Open-Meteo's forecast API and
 * the sea state from its marine API (null inland), fetched at most once per rounded place per five
 * minutes, and the fishing score worked out from them — a baseline plus named, sourced, dated factor
 * points (pressure and its trend, wind, rain, cloud, air and water temperature, time of day, solunar
 * periods), capped for danger and marked low-confidence when stale.
 *
 * It also keeps the conditions of every catch and trip with a place and a time (looked up by a job
 * from Open-Meteo's forecast or archive hourly series and the sky), free of place data so they obey
 * the location shield wherever they travel, and answers the angler's own "what works for me". Posts
 * and spots call it through ConditionsFacade; it calls no other module.
 */
export { ConditionsFacade, type FishedAt, type CatchConditions } from './application/conditions-facade.ts';
export { attachMissingPageByPage, type PlacedPages } from './application/backfill-pages.ts';
