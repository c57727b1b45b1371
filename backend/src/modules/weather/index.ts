/**
 * weather — the weather at a place for anglers: current conditions from Open-Meteo's forecast API and
 * the sea state from its marine API (null inland), fetched at most once per rounded place per five
 * minutes, and the fishing score worked out from them — a baseline plus named, sourced, dated factor
 * points (pressure and its trend, wind, rain, cloud, air and water temperature, time of day, solunar
 * periods), capped for danger and marked low-confidence when stale. It owns no tables; nothing else
 * depends on it yet.
 */
export {};
