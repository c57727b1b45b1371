import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A screen in a chunk of its own (lazyPage). */
export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** When the address is this page's: its chunk, started now if it was not; otherwise undefined. */
  opening(pathname: string): Promise<unknown> | undefined;
}

/**
 * A screen in a chunk of its own, loaded when first shown — and at once when the page being opened is
 * its own (`opensAt` matches the address): the chunk then arrives beside the rest of the remote's start
 * instead of after React has first drawn the route (a first screen's chunk was one more round
 * trip in a row before its largest paint). Once the chunk is here the page renders at once, without
 * suspending: a Suspense fallback shown and then replaced costs up to 300 ms more, which React waits
 * between a fallback and what replaces it.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, opensAt: RegExp): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = undefined; // a failed fetch is tried again by the next render (and its error boundary)
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((page) => ({ default: page })));
  const Page = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  Page.opening = (pathname: string) => (opensAt.test(pathname) ? start() : undefined);
  if (typeof window !== 'undefined') Page.opening(window.location.pathname)?.catch(() => undefined);
  return Page;
}

/**
 * A remote's routes module exports `opening = openingOf(…its lazy pages)`: the shell waits for the chunk of
 * the page being opened before drawing the remote (shell/src/remotes/remote-registry.ts), so the first
 * screen paints without a fallback in between.
 */
export function openingOf(...pages: Pick<LazyPage<object>, 'opening'>[]): (pathname: string) => Promise<unknown> | undefined {
  return (pathname) => pages.map((page) => page.opening(pathname)).find((chunk) => chunk !== undefined);
}
