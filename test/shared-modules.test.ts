import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build shares curated lists of react-router and react-query (scripts/shared-modules/), not the whole
 * packages. A name imported from either that its list lacks would be undefined in the browser (the
 * shared module is looked up at run time, not checked by the bundler), so this test is the check.
 */
const ROOT = process.cwd();
const CURATED = { 'react-router': 'react-router.ts', '@tanstack/react-query': 'react-query.ts' } as const;

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
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${module.replace(/[/.@-]/g, '\\$&')}['"]`, 'g');
  return [...text.matchAll(pattern)].flatMap(([, typeOnly, list]) =>
    typeOnly
      ? []
      : list!
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n && !n.startsWith('type '))
          .map((n) => n.split(/\s+as\s+/)[0]!.trim()),
  );
}

function exportedNames(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const lists = [...text.matchAll(/export\s+\{([^}]*)\}\s+from/g)].map(([, list]) => list!);
  return new Set(
    lists.flatMap((list) =>
      list
        .split(',')
        .map((n) => n.replace(/\/\/.*$/gm, '').trim())
        .filter(Boolean),
    ),
  );
}

describe('the shared curated lists (react-router, react-query)', () => {
  const files = [
    ...sourceFiles(join(ROOT, 'shell/src')),
    ...readdirSync(join(ROOT, 'remotes')).flatMap((r) => sourceFiles(join(ROOT, 'remotes', r, 'src'))),
  ];

  for (const [module, list] of Object.entries(CURATED)) {
    it(`exports every name the shell and the remotes import from ${module}`, () => {
      const names = exportedNames(join(ROOT, 'scripts/shared-modules', list));
      const missing = files.flatMap((file) =>
        importedNames(readFileSync(file, 'utf8'), module)
          .filter((name) => !names.has(name))
          .map((name) => `${name} (${file.slice(ROOT.length + 1)})`),
      );
      expect(missing, `add them to scripts/shared-modules/${list}`).to.deep.equal([]);
      expect(files.filter((file) => importedNames(readFileSync(file, 'utf8'), module).length > 0).length).to.be.greaterThan(5);
    });
  }

  it("has no browser file import 'react-router/dom' (not shared: it would bundle a second react-router)", () => {
    const users = files.filter((file) => /from\s+['"]react-router\/dom['"]/.test(readFileSync(file, 'utf8')));
    expect(users.map((file) => file.slice(ROOT.length + 1))).to.deep.equal([]);
  });

  it('finds a missing name (the check itself works)', () => {
    expect(importedNames("import { Link, useFoo as foo, type Bar } from 'react-router';", 'react-router')).to.deep.equal([
      'Link',
      'useFoo',
    ]);
    expect(
      importedNames("import {\n  useQuery,\n  type QueryKey,\n} from '@tanstack/react-query';", '@tanstack/react-query'),
    ).to.deep.equal(['useQuery']);
    const routerList = exportedNames(join(ROOT, 'scripts/shared-modules', CURATED['react-router']));
    expect(routerList.has('useFoo')).to.equal(false);
    expect(routerList.has('Link')).to.equal(true);
  });
});
