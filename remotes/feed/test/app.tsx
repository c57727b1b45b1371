import '../../kit/test/dom.ts';
import type { ReactNode } from 'react';
import type { ServerResponse } from 'node:http';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, currentUserKey, KitProviders } from '@tightlines/kit';
import { routeTable, type Post, type User } from '@tightlines/contracts';
import { startApiServer, type ApiServer } from '../../kit/test/api-server.ts';
import { provideAnglerDialogs } from '../src/share/AnglerActions.tsx';
import { ShareDialog } from '../src/share/ShareDialog.tsx';
import { ShareContentDialog } from '../src/share/ShareContentDialog.tsx';
import { LogTripDialog } from '../src/trips/LogTripDialog.tsx';
import { provideProfileParts } from '../src/profile/later-parts.ts';
import { EditProfileDialog } from '../src/profile/EditProfileDialog.tsx';
import { TripSettingsDialog } from '../src/profile/TripSettingsDialog.tsx';
import { YourDataDialog } from '../src/settings/YourDataDialog.tsx';
import { TripsTab } from '../src/profile/TripsTab.tsx';
import { StatsTab } from '../src/profile/StatsTab.tsx';
import { PostCard } from '../src/feed/PostCard.tsx';
import { provideFeedTabs } from '../src/feed/FeedPage.tsx';
import { DiscoverTab } from '../src/feed/DiscoverTab.tsx';
import { FindPeopleTab } from '../src/feed/FindPeopleTab.tsx';

// Share Catch, Share Content and Log Trip load when first opened in the app; tests open them at once.
provideAnglerDialogs({ ShareDialog, ShareContentDialog, LogTripDialog });
// The same for a profile's dialogs, its Trips and Statistics tabs and a post opened from its grid.
provideProfileParts({ EditProfileDialog, TripSettingsDialog, YourDataDialog, TripsTab, StatsTab, PostCard });
// And the home's Discover and Find People tabs.
provideFeedTabs({ DiscoverTab, FindPeopleTab });

// Photos are read as data URLs in the browser; jsdom's reader reads jsdom's File (see aFile).
const scope = globalThis as Record<string, unknown>;
scope.FileReader ??= (scope.window as Record<string, unknown>).FileReader;

export const alice: User = {
  id: 'alice',
  displayName: 'Alice Angler',
  firstName: 'Alice',
  lastName: 'Lee',
  location: 'Lake Tahoe, CA',
  bio: 'Trout all day.',
  profileImageUrl: null,
  bannerImageUrl: null,
  shareTripLocations: true,
};

export const aPost = (patch: Partial<Post> = {}): Post => ({
  id: 'p1',
  type: 'catch',
  description: 'Early bite on the east shore',
  imageUrl: '/media/p1.jpg',
  thumbnailUrl: '/media/p1-thumb.jpg',
  videoUrl: null,
  title: null,
  tags: [],
  contentType: null,
  location: 'Lake Tahoe, CA',
  latitude: 39.1,
  longitude: -120.0,
  locationPrecision: 'exact',
  placeName: null,
  publicPrecision: '1km',
  matesPrecision: 'exact',
  privacy: 'public',
  species: 'rainbow-trout',
  weight: 6.2,
  length: 21.5,
  method: 'Trolling',
  isPersonalBest: true,
  likes: 3,
  comments: 0,
  liked: false,
  createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  userId: 'bob',
  userDisplayName: 'Bob Caster',
  userProfileImage: null,
  hidden: null,
  ...patch,
});

export interface Answer {
  status: number;
  json?: unknown;
  text?: string;
  /** Hold the answer until this settles (to see pending states). */
  after?: Promise<unknown>;
}

export type Answers = Record<string, Answer | ((body: string, url: string) => Answer)>;

/**
 * Our HTTP answers for one test, keyed "METHOD /path" (path without its query). An unknown
 * call answers 404 so a test never hangs on a request it did not expect.
 */
export async function serve(answers: Answers): Promise<ApiServer> {
  return startApiServer((req, res: ServerResponse, body) => {
    const path = (req.url ?? '').split('?')[0];
    const found =
      answers[`${req.method} ${path}`] ?? (path === routeTable.identity.currentUser.path ? { status: 200, json: alice } : undefined);
    const answer = typeof found === 'function' ? found(body, req.url ?? '') : (found ?? { status: 404, json: { message: 'Not found' } });
    const send = () => {
      if (answer.text !== undefined) {
        res.writeHead(answer.status, { 'Content-Type': 'text/plain' });
        res.end(answer.text);
      } else if (answer.json !== undefined) {
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.json));
      } else {
        res.writeHead(answer.status);
        res.end();
      }
    };
    if (answer.after) void answer.after.then(send, send);
    else send();
  });
}

/** Renders feed UI at a path, signed in as `user`, inside the providers the app uses. */
export function renderApp(
  element: ReactNode,
  { path = '/', routePath = '*', user = alice }: { path?: string; routePath?: string; user?: User } = {},
) {
  const client = createQueryClient({ gcTime: Infinity });
  client.setQueryData(currentUserKey, user);
  client.setQueryData([routeTable.platform.publicConfig.path], { providerName: 'Tightlines Dev', mapsApiKey: null, mapsMapId: null });
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  return {
    client,
    router,
    ...render(
      <KitProviders client={client}>
        <RouterProvider router={router} />
      </KitProviders>,
    ),
  };
}

/** A file as the browser's file input gives it; `size` can claim more bytes than it holds. */
export function aFile(name: string, type: string, size?: number): File {
  const FileClass = (globalThis as unknown as { window: { File: typeof File } }).window.File;
  const file = new FileClass(['x'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
