import { lazy, Suspense, useMemo, useState } from 'react';
import { loadRemoteRoutes, type RemoteRoutesModule } from './remote-registry.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteErrorFallback } from './RemoteErrorFallback.tsx';
import { PageSkeleton } from '../screens/PageSkeleton.tsx';

export type RemoteLoader = (name: string, attempt: number) => Promise<RemoteRoutesModule>;

/**
 * Where a remote's routes render. Each Retry is a new attempt: a fresh lazy component (React
 * caches a lazy's failure forever) and a fresh error boundary.
 */
export function RemoteSlot({ name, load = loadRemoteRoutes }: { name: string; load?: RemoteLoader }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteRoutes = useMemo(() => lazy(() => load(name, attempt)), [name, attempt, load]);
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={name}
      fallback={() => <RemoteErrorFallback onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<PageSkeleton />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
