import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { loadRemoteRoutes, readyRemotes, type RemoteRoutesModule } from './remote-registry.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteErrorFallback } from './RemoteErrorFallback.tsx';
import { PageSkeleton } from '../screens/PageSkeleton.tsx';

export type RemoteLoader = (name: string, attempt: number) => Promise<RemoteRoutesModule>;
export type ReadyRemotes = typeof readyRemotes;

const NONE_READY: ReadyRemotes = { get: () => undefined, subscribe: () => () => undefined };

/**
 * Where a remote's routes render. A remote already here (remote-registry.ts's readyRemotes: the page's own
 * remote is fetched as the app starts) renders at once; otherwise a lazy load shows the page skeleton, and
 * the remote is drawn as soon as it is ready — by the registry's signal, not the Suspense retry React holds
 * back up to 300 ms after a fallback. Each Retry is a new attempt: a fresh lazy component (React caches a
 * lazy's failure forever) and a fresh error boundary. A test's own loader brings its own readiness.
 */
export function RemoteSlot({ name, load = loadRemoteRoutes, ready = load === loadRemoteRoutes ? readyRemotes : NONE_READY }: { name: string; load?: RemoteLoader; ready?: ReadyRemotes }) {
  const [attempt, setAttempt] = useState(0);
  const here = useSyncExternalStore(ready.subscribe, () => ready.get(name));
  const LazyRoutes = useMemo(() => lazy(() => load(name, attempt)), [name, attempt, load]);
  const RemoteRoutes = here?.default ?? LazyRoutes;
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
