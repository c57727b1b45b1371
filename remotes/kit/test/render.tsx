import './dom.ts';
import type { ReactNode } from 'react';
import type { ServerResponse } from 'node:http';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, currentUserKey, KitProviders } from '@tightlines/kit';
import { routeTable, type User } from '@tightlines/contracts';
import { startApiServer, type ApiServer } from './api-server.ts';

/** A signed-in angler for component tests. */
export const anAngler = (patch: Partial<User> = {}): User =>
  ({
    id: 'alice',
    displayName: 'Alice Angler',
    firstName: 'Alice',
    lastName: 'Lee',
    location: 'Sydney, NSW',
    bio: null,
    profileImageUrl: null,
    bannerImageUrl: null,
    shareTripLocations: true,
    ...patch,
  }) as User;

export interface Answer {
  status: number;
  json?: unknown;
  /** Hold the answer until this settles (to see pending states). */
  after?: Promise<unknown>;
}
export type Answers = Record<string, Answer | ((body: string, url: string) => Answer)>;

/**
 * A real HTTP stand-in for one test's answers, keyed "METHOD /path" (path without its query); an
 * unknown call answers 404 so a test never hangs on a request it did not expect.
 */
export function serveAnswers(answers: Answers): Promise<ApiServer> {
  return startApiServer((req, res: ServerResponse, body) => {
    const path = (req.url ?? '').split('?')[0];
    const found = answers[`${req.method} ${path}`];
    const answer =
      typeof found === 'function'
        ? found(body, req.url ?? '')
        : (found ?? { status: 404, json: { message: 'Not found', code: 'not_found' } });
    const send = () => {
      if (answer.json !== undefined) {
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

/** Renders UI inside the app's providers at a path, signed in as `user` (null: signed out), with or without a maps key. */
export function renderWithKit(
  element: ReactNode,
  { path = '/', user = anAngler(), mapsApiKey = null }: { path?: string; user?: User | null; mapsApiKey?: string | null } = {},
) {
  const client = createQueryClient({ gcTime: Infinity });
  client.setQueryData(currentUserKey, user);
  client.setQueryData([routeTable.platform.publicConfig.path], { providerName: 'Tightlines Dev', mapsApiKey, mapsMapId: null });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
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
