import { JSDOM } from 'jsdom';

/*
 * A browser-like global scope for component tests. Mocha runs backend tests in the same
 * process, so we only add what is missing and never replace Node's own fetch, URL,
 * navigator, streams or timers with jsdom's.
 */
const scope = globalThis as Record<string, unknown>;
if (typeof scope.document === 'undefined') {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
  const win = dom.window as unknown as Record<string, unknown>;
  scope.window = dom.window;
  scope.document = dom.window.document;
  const borrowed = Object.getOwnPropertyNames(dom.window).filter((key) =>
    /^(HTML|SVG|Node|Element|Text|Document|Event|KeyboardEvent|MouseEvent|FocusEvent|PointerEvent|InputEvent|UIEvent|CustomEvent|MutationObserver|Range|Selection|NodeFilter|DOMParser|ShadowRoot|CharacterData|Comment|getComputedStyle|requestAnimationFrame|cancelAnimationFrame|localStorage|sessionStorage|matchMedia|getSelection|DOMRect|CSSStyleDeclaration|StorageEvent|History|Location)/.test(
      key,
    ),
  );
  for (const key of borrowed) if (!(key in scope)) scope[key] = win[key];
  // React's act() warnings expect this flag in a test environment.
  scope.IS_REACT_ACT_ENVIRONMENT = true;
}
if (typeof (globalThis as { ResizeObserver?: unknown }).ResizeObserver === 'undefined') {
  // Radix measures some popups; jsdom has no layout, so an observer that never fires is truthful.
  (globalThis as Record<string, unknown>).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/*
 * The kit loads its dialogs', menus' and toasts' parts on a page's first use of each (a moment after the
 * first open). Component tests start with them loaded, as after an angler's first dialog, menu and toast:
 * a test then sees the same screen whichever test file ran before it (several failed when run alone, or
 * after other remotes' tests). load-on-first-use.test.ts tests the loading itself.
 */
/*
 * Waiting for a state (waitFor, findBy…) gives up after 15 s, not testing-library's 1 s: a busy machine
 * (CI beside other work) takes seconds for what takes milliseconds here, and a test must fail on
 * behaviour, not on the machine's speed. Imported after the globals above: its `screen` binds to them.
 */
(await import('@testing-library/react')).configure({ asyncUtilTimeout: 15_000 });

await Promise.all([
  import('../src/ui/dialog.tsx').then((m) => m.loadDialog()),
  import('../src/ui/dropdown-menu.tsx').then((m) => m.loadMenu()),
  import('../src/toast/Toaster.tsx').then((m) => m.loadToaster()),
]);

/**
 * Some UI code dispatches `new CustomEvent(...)` on DOM nodes, which jsdom only accepts from
 * its own event classes. Call inside a `describe` to lend jsdom's Event classes to the global
 * scope for that suite only; Node's own are put back afterwards so backend suites never see them.
 */
export function withDomEvents() {
  const names = ['Event', 'CustomEvent'] as const;
  const saved: Record<string, unknown> = {};
  before(() => {
    for (const name of names) {
      saved[name] = scope[name];
      scope[name] = (scope.window as Record<string, unknown>)[name];
    }
  });
  after(() => {
    for (const name of names) scope[name] = saved[name];
  });
}
