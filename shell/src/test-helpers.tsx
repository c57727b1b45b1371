import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@tightlines/contracts';
import { createQueryClient, KitProviders } from '@tightlines/kit';

/**
 * Renders shell UI at a path, inside the same providers the app uses. Test query clients
 * keep data forever (gcTime Infinity) so no garbage-collection timer keeps mocha alive.
 */
export function renderAt(path: string, element: ReactNode, routePath = '*') {
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  const client = createQueryClient({ gcTime: Infinity });
  return {
    router,
    client,
    ...render(
      <KitProviders client={client}>
        <RouterProvider router={router} />
      </KitProviders>,
    ),
  };
}

/** A signed-in angler for the shell's component tests. */
export const angler: User = {
  id: 'u1',
  displayName: 'Maya Rivers',
  firstName: 'Maya',
  lastName: 'Rivers',
  location: null,
  bio: null,
  profileImageUrl: null,
  bannerImageUrl: null,
  shareTripLocations: true,
};
