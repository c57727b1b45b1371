/**
 * Who may see a post (spec part 1 §6, DESIGN rule 7). The server asks this on every
 * read — feeds, Discover, nearby, a profile's grid, statistics — whatever the UI hides.
 */
export type PostPrivacy = 'public' | 'mates' | 'private';

/** What is known between the viewer and the author, in both directions. */
export interface Relationship {
  viewerFollowsAuthor: boolean;
  authorFollowsViewer: boolean;
}

/** Mates are anglers who follow each other. */
export const areMates = (r: Relationship) => r.viewerFollowsAuthor && r.authorFollowsViewer;

export function canSeePost(
  post: { privacy: PostPrivacy; authorId: string },
  viewerId: string,
  relationship: Relationship,
): boolean {
  if (viewerId === post.authorId) return true;
  switch (post.privacy) {
    case 'public':
      return true;
    case 'mates':
      return areMates(relationship);
    case 'private':
      return false;
  }
}
