/**
 * What an angler's own catches say they care about: the species they catch, and where they fish
 * most (the middle of their catches in the 1° map cell holding most of them). Read for the angler's
 * own sake (advertising picks the ads they see by it), so every catch counts whatever its privacy;
 * nothing of it is shown to anyone.
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
