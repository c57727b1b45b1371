/**
 * spots — fishing spots, the trips anglers log to them (or to a custom place), shared tips, and
 * later conditions, votes, heat map and recommendations. Trips with location sharing off never reveal
 * their coordinates to others. Other modules reach spots only through this light door.
 */
export { SpotsFacade, type TripCounts, type TripCard, type MatesAmong } from './application/spots-facade.ts';
export { TripLogged, TripEdited, TripDeleted } from './domain/trip.events.ts';
