/**
 * What an angler's own catches say they care about: the species they catch (every catch, whatever
 * its privacy), and where they fish most (the middle of what the public may see of their public
 * catches, in the 1° map cell holding most of them). Read for the angler's own sake (advertising
 * picks the ads they see by it) and shown to nobody — but whether an ad reached an angler shows in
 * its advertiser's figures, so a place enters it only as the public may see it.
 */
export interface AnglerInterests {
  species: string[];
  home: { lat: number; lon: number } | null;
}

export interface AnglerInterestReads {
  /** From the angler's newest catches (at most a few hundred: what they fish for now). */
  interestsOf(anglerId: string): Promise<AnglerInterests>;
}
export const AnglerInterestReads = Symbol.for('posts.AnglerInterestReads');
