/** What other modules may ask posts (profile counts shown to a viewer, privacy applied). */
export interface PostCounts {
  posts: number;
  catches: number;
  species: number;
}

export interface PostsFacade {
  /** The angler's posts, catches and distinct species that `viewerId` is allowed to see. */
  countsFor(anglerId: string, viewerId: string): Promise<PostCounts>;
}
export const PostsFacade = Symbol.for('posts.PostsFacade');
