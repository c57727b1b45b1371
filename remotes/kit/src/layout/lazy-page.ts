import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { loadOnFirstUse } from '../ui/load-on-first-use.ts';

/** A component in a chunk of its own (lazyComponent). */
export interface LazyComponent<P extends object> {
  (props: P): ReactElement;
  /** Its chunk: started now if it was not (a failed fetch is tried again by the next call). */
  load(): Promise<ComponentType<P>>;
  /** Hands over the component imported some other way (component tests open it synchronously). */
  provide(component: ComponentType<P>): void;
}

/**
 * A component in a chunk of its own — a dialog, a screen — loaded when first drawn (or when `load` is
 * called). Once its chunk is here it renders at once, without suspending: a Suspense fallback shown and
 * then replaced costs up to 300 ms more, which React waits between a fallback and what replaces it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const chunk = loadOnFirstUse(load);
  let provided: ComponentType<P> | undefined;
  const Lazy = lazy(() => chunk.load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once at module level (like React.lazy), so each call makes one component for good
  const Component = (props: P) => createElement((provided ?? chunk.current() ?? Lazy) as ComponentType<P>, props);
  Component.load = chunk.load;
  Component.provide = (component: ComponentType<P>) => {
    provided = component;
  };
  return Component;
}

/** A screen in a chunk of its own (lazyPage). */
export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** When the address is this page's: its chunk, started now if it was not; otherwise undefined. */
  opening(pathname: string): Promise<unknown> | undefined;
}

/**
 * A screen in a chunk of its own (lazyComponent), loaded when first shown — and at once when the page
 * being opened is its own (`opensAt` matches the address): the chunk then arrives beside the rest of the
 * remote's start instead of after React has first drawn the route (a first screen's chunk would be one
 * more round trip in a row before its largest paint).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, opensAt: RegExp): LazyPage<P> {
  const screen = lazyComponent(load);
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once at module level (like React.lazy), so each call makes one component for good
  const Page = (props: P) => screen(props);
  Page.opening = (pathname: string) => (opensAt.test(pathname) ? screen.load() : undefined);
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
