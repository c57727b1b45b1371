import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build shares a curated list of react-router (scripts/shared-modules/react-router.ts), not the whole
 * package. A name imported from 'react-router' that the list lacks would be undefined in the browser (the
 * shared module is looked up at run time, not checked by the bundler), so this test is the check.
 */
const ROOT = process.cwd();
const FACADE = join(ROOT, 'scripts/shared-modules/react-router.ts');
const DOM_FACADE = join(ROOT, 'scripts/shared-modules/react-router-dom.ts');
const DOM_PROVIDER = join(ROOT, 'node_modules/react-router/dist/production/lib/dom-export/dom-router-provider.js');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'test') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-helpers/.test(entry.name) ? [path] : [];
  });
}

/** Value names (not types) imported from a module, in every `import { … } from '<module>'` of a text. */
function importedNames(text: string, module: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${module.replace('/', '\\/')}['"]`, 'g');
  return [...text.matchAll(pattern)].flatMap(([, typeOnly, list]) =>
    typeOnly ? [] : list!.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ')).map((n) => n.split(/\s+as\s+/)[0]!.trim()),
  );
}

function exportedNames(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const lists = [...text.matchAll(/export\s+\{([^}]*)\}\s+from/g)].map(([, list]) => list!);
  return new Set(lists.flatMap((list) => list.split(',').map((n) => n.replace(/\/\/.*$/gm, '').trim()).filter(Boolean)));
}

describe('the shared react-router list', () => {
  const facade = exportedNames(FACADE);
  const files = [...sourceFiles(join(ROOT, 'shell/src')), ...readdirSync(join(ROOT, 'remotes')).flatMap((r) => sourceFiles(join(ROOT, 'remotes', r, 'src')))];

  it('exports every name the shell and the remotes import from react-router', () => {
    const missing = files.flatMap((file) =>
      importedNames(readFileSync(file, 'utf8'), 'react-router')
        .filter((name) => !facade.has(name))
        .map((name) => `${name} (${file.slice(ROOT.length + 1)})`),
    );
    expect(missing, 'add them to scripts/shared-modules/react-router.ts').to.deep.equal([]);
    expect(files.length).to.be.greaterThan(20);
  });

  it("exports what react-router's own DOM provider takes from 'react-router', and the DOM list what the shell takes from 'react-router/dom'", () => {
    const providerNeeds = importedNames(readFileSync(DOM_PROVIDER, 'utf8'), 'react-router');
    expect(providerNeeds).to.include('RouterProvider');
    expect(providerNeeds.filter((name) => !facade.has(name))).to.deep.equal([]);
    const dom = exportedNames(DOM_FACADE);
    const missing = files.flatMap((file) => importedNames(readFileSync(file, 'utf8'), 'react-router/dom').filter((name) => !dom.has(name)));
    expect(missing).to.deep.equal([]);
  });

  it('finds a missing name (the check itself works)', () => {
    expect(importedNames("import { Link, useFoo as foo, type Bar } from 'react-router';", 'react-router')).to.deep.equal(['Link', 'useFoo']);
    expect(facade.has('useFoo')).to.equal(false);
    expect(facade.has('Link')).to.equal(true);
  });
});
