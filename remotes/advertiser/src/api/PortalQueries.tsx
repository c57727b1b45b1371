import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from '@tightlines/kit';

/** One cache for the page: moving from registration to the dashboard keeps what was read. */
const client = createQueryClient();

/**
 * The query cache of the pages that read (registration, the dashboard), loaded with them: the login
 * form reads nothing, so its first screen does without react-query.
 */
export default function PortalQueries() {
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
