import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen in a chunk of its own, loaded when first shown — and at once when the page being opened is
 * its own (`opensAt` matches the address): the chunk then arrives beside the rest of the remote's start
 * instead of after React has first drawn the route (issue 14: a first screen's chunk was one more round
 * trip in a row before its largest paint). The bundler loads a chunk once, whoever asks first.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, opensAt: RegExp): LazyExoticComponent<ComponentType<P>> {
  if (typeof window !== 'undefined' && opensAt.test(window.location.pathname)) load().catch(() => undefined);
  return lazy(() => load().then((page) => ({ default: page })));
}
