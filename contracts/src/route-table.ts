import { advertisersRoutes } from './advertisers.ts';
import { adsRoutes } from './ads.ts';
import { identityRoutes } from './identity.ts';
import { platformRoutes } from './platform.ts';
import { postsRoutes } from './posts.ts';
import { profilesRoutes } from './profiles.ts';
import { tripsRoutes } from './trips.ts';
import { spotsRoutes } from './spots.ts';
import { tournamentsRoutes } from './tournaments.ts';
import { forumRoutes } from './forum.ts';
import { notificationsRoutes } from './notifications.ts';
import { messagingRoutes } from './messaging.ts';
import { groupsRoutes } from './groups.ts';
import { weatherRoutes } from './weather.ts';
import { placesRoutes } from './places.ts';
import { accountRoutes } from './account.ts';
import { moderationRoutes } from './moderation.ts';
import { vitalsRoutes } from './vitals.ts';
import type { RouteDef } from './route.ts';

/** Every call of the API, by context. The backend registers exactly these. */
export const routeTable = {
  identity: identityRoutes,
  platform: platformRoutes,
  posts: postsRoutes,
  profiles: profilesRoutes,
  trips: tripsRoutes,
  spots: spotsRoutes,
  tournaments: tournamentsRoutes,
  forum: forumRoutes,
  notifications: notificationsRoutes,
  messaging: messagingRoutes,
  groups: groupsRoutes,
  advertisers: advertisersRoutes,
  ads: adsRoutes,
  weather: weatherRoutes,
  places: placesRoutes,
  account: accountRoutes,
  vitals: vitalsRoutes,
  moderation: moderationRoutes,
} as const;

export function allRoutes(): RouteDef[] {
  return Object.values(routeTable).flatMap((group) => Object.values(group) as RouteDef[]);
}

/**
 * Calls declared ahead of their backend handlers: clients build against them and get 404 until
 * the handlers land. They stay out of `routeTable` (and so out of `allRoutes` and the OpenAPI
 * document) because the backend serves exactly `routeTable` — its contract test checks that every
 * route there has one handler. The issue that builds a group's handlers moves it into `routeTable`.
 */
export const awaitingHandlers = {} as const;
