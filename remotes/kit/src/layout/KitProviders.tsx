import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '../toast/Toaster.tsx';

/**
 * What every top-level mount needs: the shell wraps the whole app once; a remote running
 * standalone wraps itself. Remotes mounted inside the shell must not add a second one.
 */
export function KitProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
