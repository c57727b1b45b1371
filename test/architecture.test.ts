import { expect } from 'chai';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { architectureRules } from './architecture.rules.ts';

/** A small tree that breaks every rule once, so the rules are shown to bite. */
const plantedViolations: Record<string, string> = {
  'backend/src/modules/posts/domain/post.ts': "import '../adapters/persistence/post.schema.ts';\n",
  'backend/src/modules/posts/application/share-catch.ts':
    "import '../adapters/persistence/post.schema.ts';\nimport '../../../platform/http/app.ts';\n",
  'backend/src/modules/posts/adapters/persistence/post.schema.ts': "import '../../../spots/domain/spot.ts';\n",
  'backend/src/modules/spots/domain/spot.ts': 'export const spot = 1;\n',
  'backend/src/modules/spots/domain/spot-kind.ts':
    "import type { Page } from '../../../../../contracts/src/posts.ts';\nexport type Kinds = Page;\n",
  'backend/src/modules/spots/index.ts': 'export const spots = 1;\n',
  'backend/src/platform/http/app.ts': "import '../../modules/spots/index.ts';\n",
  'contracts/src/posts.ts': "import '../../backend/src/platform/http/app.ts';\n",
  'remotes/feed/src/page.tsx': "import '../../forum/src/page.tsx';\nimport '../../../backend/src/platform/http/app.ts';\n",
  'remotes/forum/src/page.tsx': 'export const page = 1;\n',
  'remotes/kit/src/index.ts': "import '../../feed/src/page.tsx';\n",
  'shell/src/app.tsx': "import '../../remotes/feed/src/page.tsx';\n",
  'backend/src/modules/posts/adapters/persistence/migrations/20990101000000_tallies.ts':
    "import { Migration } from '@mikro-orm/migrations';\nimport '../post.schema.ts';\nexport class M extends Migration {}\n",
};

/** Runs dependency-cruiser over the whole source tree with the house rules (DESIGN.md "Rules of the house"). */
async function cruiseTree(baseDir = process.cwd()): Promise<ICruiseResult> {
  const roots = ['contracts/src', 'backend/src', 'shell/src', 'remotes'].filter((r) => existsSync(join(baseDir, r)));
  const result = await cruise(
    roots,
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: architectureRules },
      parser: 'swc',
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: ['node_modules', '/dist/', '\\.test\\.tsx?$', '/test/'] },
      enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    },
    { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  );
  return result.output as ICruiseResult;
}

describe('architecture (DESIGN.md rules of the house)', function () {
  this.timeout(60_000);
  let result: ICruiseResult;
  before(async () => {
    result = await cruiseTree();
  });

  it('reads the source tree', () => {
    expect(result.summary.totalCruised).to.be.greaterThan(5);
  });

  it('catches a planted violation of every rule', async () => {
    const base = mkdtempSync(join(tmpdir(), 'tl-arch-'));
    try {
      for (const [file, text] of Object.entries(plantedViolations)) {
        mkdirSync(dirname(join(base, file)), { recursive: true });
        writeFileSync(join(base, file), text);
      }
      const planted = await cruiseTree(base);
      const caught = new Set(planted.summary.violations.map((v) => v.rule.name));
      expect([...caught].sort()).to.deep.equal(architectureRules.map((r) => r.name).sort());
      const typeOnly = planted.summary.violations.filter((v) => v.from === 'backend/src/modules/spots/domain/spot-kind.ts');
      expect(
        typeOnly.map((v) => v.rule.name),
        'a type-only import from the contracts into a domain',
      ).to.deep.equal(['domain-is-pure']);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  for (const rule of architectureRules) {
    it(`holds: ${rule.name} — ${rule.comment}`, () => {
      const broken = result.summary.violations.filter((v) => v.rule.name === rule.name).map((v) => `${v.from} → ${v.to}`);
      expect(broken, broken.join('\n')).to.deep.equal([]);
    });
  }
});
