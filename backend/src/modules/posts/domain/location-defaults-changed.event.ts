import { eventType, type EventOf } from '../../../shared/kernel/event-of.ts';
import type { LocationPrecision } from './location-shield.ts';

/**
 * An angler chose new location defaults, published in the transaction that saved them. Spots keeps
 * its own copy from it (a trip logged without precisions takes them): spots never calls posts.
 */
export type LocationDefaultsChanged = EventOf<
  'posts.LocationDefaultsChanged',
  { anglerId: string; publicPrecision: LocationPrecision; matesPrecision: LocationPrecision }
>;
export const LocationDefaultsChanged = eventType<LocationDefaultsChanged>('posts.LocationDefaultsChanged');
