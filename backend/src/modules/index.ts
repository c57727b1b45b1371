import type { BackendModule } from '../platform/backend-module.ts';
import { identity } from './identity/identity.backend-module.ts';
import { spots } from './spots/spots.backend-module.ts';
import { posts } from './posts/posts.backend-module.ts';
import { tournaments } from './tournaments/tournaments.backend-module.ts';
import { notifications } from './notifications/notifications.backend-module.ts';
import { forum } from './forum/forum.backend-module.ts';
import { messaging } from './messaging/messaging.backend-module.ts';
import { groups } from './groups/groups.backend-module.ts';
import { advertising } from './advertising/advertising.backend-module.ts';
import { weather } from './weather/weather.backend-module.ts';
import { places } from './places/places.backend-module.ts';
import { moderation } from './moderation/moderation.backend-module.ts';

/**
 * Every bounded context of the backend, in the order they are loaded. Add a new module here.
 * (The composition root's side: it loads each module's `<name>.backend-module.ts`; modules
 * themselves meet only at each other's light `index.ts`.)
 */
export const backendModules: BackendModule[] = [
  identity,
  spots,
  posts,
  tournaments,
  notifications,
  forum,
  messaging,
  groups,
  advertising,
  weather,
  places,
  moderation,
];
