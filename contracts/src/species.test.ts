import { expect } from 'chai';
import { SPECIES, SpeciesSlug, speciesName } from './species.ts';

describe('contracts: species list', () => {
  const slugs = SPECIES.map((s) => s.slug);

  it('holds about 150 fish', () => {
    expect(SPECIES.length).to.be.within(140, 160);
  });
  it('has no species twice, by slug or by name', () => {
    expect(new Set(slugs).size).to.equal(slugs.length);
    expect(new Set(SPECIES.map((s) => s.name.toLowerCase())).size).to.equal(SPECIES.length);
  });
  it('uses kebab-case slugs', () => {
    for (const slug of slugs) expect(slug).to.match(/^[a-z]+(-[a-z]+)*$/);
  });
  it("includes the spec's examples and ends with 'other'", () => {
    expect(slugs).to.include.members(['albacore', 'largemouth-bass', 'rainbow-trout']);
    expect(slugs.at(-1)).to.equal('other');
  });
  it('reads alphabetically in the form', () => {
    const names = SPECIES.slice(0, -1).map((s) => s.name);
    expect(names).to.deep.equal([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
  it('accepts only listed slugs', () => {
    expect(SpeciesSlug.safeParse('rainbow-trout').success).to.equal(true);
    expect(SpeciesSlug.safeParse('Rainbow Trout').success).to.equal(false);
    expect(SpeciesSlug.safeParse('kraken').success).to.equal(false);
  });
  it('names a slug for people', () => {
    expect(speciesName('largemouth-bass')).to.equal('Largemouth Bass');
    expect(speciesName('other')).to.equal('Other');
  });
});
