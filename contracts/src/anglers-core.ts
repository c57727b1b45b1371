/**
 * The anglers' core: catches, content, feeds, likes, follows, profiles,
 * statistics and trip logging. Kept apart from index.ts and the route table until
 * the backend handlers exist; the backend owner wires them in then.
 */
export * from './species.ts';
export * from './pagination.ts';
export * from './geo.ts';
export * from './media.ts';
export * from './posts.ts';
export * from './profiles.ts';
export * from './trips.ts';

import { postsRoutes } from './posts.ts';
import { profilesRoutes } from './profiles.ts';
import { tripsRoutes } from './trips.ts';

/** The three tables of this issue, keyed as the route table will hold them. */
export const anglersCoreRoutes = { posts: postsRoutes, profiles: profilesRoutes, trips: tripsRoutes } as const;
