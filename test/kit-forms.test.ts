import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * '@tightlines/kit' is one shared singleton (its toast store, API base, query client and Radix layers are
 * module state); '@tightlines/kit/forms' is bundled by each remote (remotes/kit/src/forms.ts). The two
 * must not share a file: a forms file reaching a kit file by relative path would bundle a second copy of
 * it in every remote, and a kit file reaching a forms file would bring the forms back to every page.
 */
const KIT = join(process.cwd(), 'remotes/kit/src');

/** The files a module reaches through relative imports (export … from included), itself first. */
function reach(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(entry, 'utf8');
  for (const [, spec] of text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    reach(resolve(dirname(entry), spec!), seen);
  }
  return seen;
}

describe('the kit and its forms entry', () => {
  const kit = reach(join(KIT, 'index.ts'));
  const forms = reach(join(KIT, 'forms.ts'));

  it('share no file', () => {
    const both = [...forms].filter((file) => kit.has(file)).map((file) => relative(KIT, file));
    expect(both, 'import these from @tightlines/kit inside the forms files').to.deep.equal([]);
  });

  // The same holds for the other entries each remote bundles: the maps and the location picker.
  for (const entry of ['maps/index.ts', 'maps/google.ts', 'places/location-picker.ts', 'shield/index.ts']) {
    it(`shares no file with ${entry}`, () => {
      const both = [...reach(join(KIT, entry))].filter((file) => kit.has(file)).map((file) => relative(KIT, file));
      expect(both, `import these from @tightlines/kit inside the files of ${entry}`).to.deep.equal([]);
    });
  }

  it('finds what a relative import reaches (the check itself works)', () => {
    expect([...forms].map((file) => relative(KIT, file))).to.include.members([
      'trips/TripFieldsForm.tsx',
      'ui/switch.tsx',
      'places/place-search.ts',
    ]);
    expect(kit.has(join(KIT, 'api/client.ts'))).to.equal(true);
  });
});
