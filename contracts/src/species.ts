import { z } from './z.ts';
import { SPECIES, speciesName, type SpeciesEntry } from '@tightlines/reference';

/** The species list lives in @tightlines/reference (the domain needs it too); the API's schema of a slug is built here. */
export { SPECIES, speciesName, type SpeciesEntry };

const slugs = SPECIES.map((s) => s.slug) as [SpeciesEntry['slug'], ...SpeciesEntry['slug'][]];

/** A species as stored on a catch: one of the list's slugs, nothing else. */
export const SpeciesSlug = z.enum(slugs, { error: 'Choose a species from the list' }).meta({ id: 'Species' });
export type SpeciesSlug = z.infer<typeof SpeciesSlug>;
