import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DESIGN.md rule 2: calls between two modules go one way; the other way is events. A module calls
 * another by injecting its facade (a value imported from the other's index.ts) or a part of its SQL
 * to join into a statement of its own (platform/db/sql-part.ts); it may import the other's event
 * types freely. This reads every module's imports and fails on a cycle of calls.
 */
const modulesDir = join(import.meta.dirname, '../backend/src/modules');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** module → modules whose facade, or a part of whose SQL (platform/db/sql-part.ts: `...Part`), it injects. */
function callGraph(sources: ReadonlyArray<{ module: string; text: string }>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const facadeImport = /import\s+(?!type\b)\{([^}]*)\}\s+from\s+'(?:\.\.\/)+(?:modules\/)?(\w+)\/index\.ts'/g;
  for (const { module, text } of sources) {
    for (const m of text.matchAll(facadeImport)) {
      const names = m[1]!
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '));
      if (m[2] !== module && names.some((n) => /(?:Facade|Part)$/.test(n))) {
        graph.set(module, (graph.get(module) ?? new Set()).add(m[2]!));
      }
    }
  }
  return graph;
}

function cycleIn(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const walk = (node: string, path: string[]): string[] | null => {
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    if (state.get(node) === 'done') return null;
    state.set(node, 'open');
    for (const next of graph.get(node) ?? []) {
      const cycle = walk(next, [...path, node]);
      if (cycle) return cycle;
    }
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = walk(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('architecture: calls between modules go one way (the other way is events)', () => {
  const sources = readdirSync(modulesDir)
    .filter((m) => statSync(join(modulesDir, m)).isDirectory())
    .flatMap((module) => filesUnder(join(modulesDir, module)).map((f) => ({ module, text: readFileSync(f, 'utf8') })));

  it('has no cycle of facade calls between modules', () => {
    const graph = callGraph(sources);
    expect(cycleIn(graph), JSON.stringify([...graph].map(([k, v]) => [k, [...v]]))).to.equal(null);
  });

  it('sees a planted cycle, and does not count event imports or type imports as calls', () => {
    const planted = callGraph([
      { module: 'identity', text: "import { PostsFacade } from '../../posts/index.ts';" },
      { module: 'posts', text: "import { AnglersFacade, type AnglerCard } from '../../identity/index.ts';" },
      {
        module: 'spots',
        text: "import { AnglerFollowed } from '../../identity/index.ts';\nimport type { PostsFacade } from '../../posts/index.ts';",
      },
    ]);
    expect(cycleIn(planted)).to.deep.equal(['identity', 'posts', 'identity']);
    expect(planted.has('spots')).to.equal(false);
  });

  it('counts an injected SQL part as a call', () => {
    const planted = callGraph([
      { module: 'identity', text: "import { ProfileFiguresPart } from '../../../posts/index.ts';" },
      { module: 'posts', text: "import { AnglersFacade } from '../../identity/index.ts';" },
    ]);
    expect(cycleIn(planted)).to.deep.equal(['identity', 'posts', 'identity']);
  });
});
