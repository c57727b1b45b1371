import { identityRoutes } from './identity.ts';
import { platformRoutes } from './platform.ts';
import { postsRoutes } from './posts.ts';
import { profilesRoutes } from './profiles.ts';
import { tripsRoutes } from './trips.ts';
import type { RouteDef } from './route.ts';

/** Every call of the API, by context. The backend registers exactly these. */
export const routeTable = {
  identity: identityRoutes,
  platform: platformRoutes,
  posts: postsRoutes,
  profiles: profilesRoutes,
  trips: tripsRoutes,
} as const;

export function allRoutes(): RouteDef[] {
  return Object.values(routeTable).flatMap((group) => Object.values(group) as RouteDef[]);
}
