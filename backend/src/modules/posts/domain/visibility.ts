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

const PRIVACIES: readonly PostPrivacy[] = ['public', 'mates', 'private'];

/**
 * Which of an author's posts a viewer may see, as the privacies to read: lets a query over one
 * author's posts (grid, statistics, counts) apply the same rule in SQL.
 */
export function visiblePrivacies(authorId: string, viewerId: string, relationship: Relationship): PostPrivacy[] {
  return PRIVACIES.filter((privacy) => canSeePost({ privacy, authorId }, viewerId, relationship));
}
