import { startTransition, Suspense, useEffect, useMemo, useState } from 'react';
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
 * attempt: a fresh load and a fresh error boundary. A test's own loader brings its own readiness.
 *
 * Both ways end in the same element: RemoteRoutesOf renders the module's routes component, whether it
 * came from the registry or from the load. (A React.lazy for the load was another component type than
 * the registry's module: when the load answered first and drew the screen, the registry's word a moment
 * later made React unmount the whole remote and mount it again — cards replaced under the angler's
 * finger, every read and effect started twice; seen in journeys under load.)
 */
export function RemoteSlot({
  name,
  load = loadRemoteRoutes,
  ready = load === loadRemoteRoutes ? readyRemotes : NONE_READY,
}: {
  name: string;
  load?: RemoteLoader;
  ready?: ReadyRemotes;
}) {
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
  // Kept by this component (which never suspends itself): a render that suspends below does not start it again.
  const loading = useMemo(() => load(name, attempt), [name, attempt, load]);
  return (
    <RemoteErrorBoundary key={attempt} remote={name} fallback={() => <RemoteErrorFallback onRetry={() => setAttempt((n) => n + 1)} />}>
      <Suspense fallback={<PageSkeleton />}>
        <RemoteRoutesOf source={here ?? loading} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** What became of each load: its module, its error, or nothing yet. */
const outcomes = new WeakMap<Promise<RemoteRoutesModule>, { module?: RemoteRoutesModule; error?: unknown }>();

function outcomeOf(load: Promise<RemoteRoutesModule>) {
  let outcome = outcomes.get(load);
  if (!outcome) {
    const settled: { module?: RemoteRoutesModule; error?: unknown } = {};
    outcome = settled;
    outcomes.set(load, settled);
    load.then(
      (module) => {
        settled.module = module;
      },
      (error: unknown) => {
        settled.error = error ?? new Error('The remote did not load');
      },
    );
  }
  return outcome;
}

/**
 * The remote's routes, from its module or, until its load answers, suspended on it (the load is thrown
 * to the Suspense boundary, as React.lazy does; React draws this again when it settles).
 */
function RemoteRoutesOf({ source }: { source: RemoteRoutesModule | Promise<RemoteRoutesModule> }) {
  let module: RemoteRoutesModule;
  if (source instanceof Promise) {
    const outcome = outcomeOf(source);
    if ('error' in outcome) throw outcome.error;
    if (!outcome.module) throw source;
    module = outcome.module;
  } else {
    module = source;
  }
  const { default: Routes } = module;
  return <Routes />;
}
