import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { loadRemoteRoutes, readyRemotes, type RemoteRoutesModule } from './remote-registry.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteErrorFallback } from './RemoteErrorFallback.tsx';
import { PageSkeleton } from '../screens/PageSkeleton.tsx';

export type RemoteLoader = (name: string, attempt: number) => Promise<RemoteRoutesModule>;
export type ReadyRemotes = typeof readyRemotes;

const NONE_READY: ReadyRemotes = { get: () => undefined, subscribe: () => () => undefined };

/**
 * Where a remote's routes render. The remote is drawn as soon as the registry says it is ready
 * (remote-registry.ts's readyRemotes: the page's own remote is fetched as the app starts), in a transition
 * — not through the lazy's Suspense retry, which React holds back up to 300 ms after the fallback it
 * replaces; meanwhile the lazy load shows the page skeleton and reports a failure. Each Retry is a new
 * attempt: a fresh lazy component (React caches a lazy's failure forever) and a fresh error boundary. A
 * test's own loader brings its own readiness.
 */
export function RemoteSlot({ name, load = loadRemoteRoutes, ready = load === loadRemoteRoutes ? readyRemotes : NONE_READY }: { name: string; load?: RemoteLoader; ready?: ReadyRemotes }) {
  const [attempt, setAttempt] = useState(0);
  // Drawn in a transition even when already here: React then renders the remote in slices after the shell's
  // own first paint (the page's total blocking time) instead of in one long task with it, and commits it
  // when done — without the hold a Suspense retry gets.
  const [here, setHere] = useState<RemoteRoutesModule | undefined>(undefined);
  useEffect(() => {
    const update = () => startTransition(() => setHere(ready.get(name)));
    const unsubscribe = ready.subscribe(update);
    update(); // already here, or arrived between the first render and the subscription
    return unsubscribe;
  }, [ready, name]);
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
