import * as fake from 'fake-indexeddb';

/*
 * An IndexedDB for tests, on the global scope itself. `fake-indexeddb/auto` installs it on `window`
 * whenever one exists — and once any component test file has loaded jsdom (kit/test/dom.ts), one
 * does, while `idb` and our outbox read the bare global `indexedDB`. So the auto import worked or
 * failed with "indexedDB is not defined" depending on which test file mocha loaded first.
 */
const scope = globalThis as Record<string, unknown>;
for (const [name, value] of Object.entries(fake)) {
  if (name === 'default') continue;
  scope[name] ??= value;
}
