/**
 * spots — fishing spots, the trips anglers log to them (or to a custom place), shared tips, and
 * later conditions, votes, heat map and recommendations. Every trip card others read is cut by the
 * location shield (domain/trip-precision.ts): its place no finer than the viewer's precision. Other
 * modules reach spots only through this light door.
 */
export { SpotsFacade, type TripCounts, type TripCard, type MatesAmong } from './application/spots-facade.ts';
export { TripCountsPart } from './adapters/persistence/trip-counts.part.ts';
export { TripPaths, type TripPathSeen } from './application/trip-paths.ts';
export { TripLogged, TripEdited, TripDeleted } from './domain/trip.events.ts';
