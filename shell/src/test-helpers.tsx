import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, KitProviders } from '@tightlines/kit';

/**
 * Renders shell UI at a path, inside the same providers the app uses. Test query clients
 * keep data forever (gcTime Infinity) so no garbage-collection timer keeps mocha alive.
 */
export function renderAt(path: string, element: ReactNode, routePath = '*') {
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  const client = createQueryClient({ gcTime: Infinity });
  return { router, client, ...render(<KitProviders client={client}><RouterProvider router={router} /></KitProviders>) };
}
