/**
 * A part of the kit fetched when first used rather than with every page (the JavaScript budget:
 * dialogs, dropdown menus, the toast region). `load` fetches it once and remembers it; a fetch that
 * fails (no signal, not kept by the offline warm-up) is forgotten, so the next use tries again instead
 * of failing for the rest of the page's life. `current` is the module once it is there.
 */
export function loadOnFirstUse<M>(importer: () => Promise<M>): { load(): Promise<M>; current(): M | undefined } {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    current: () => loaded,
  };
}
