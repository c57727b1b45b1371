/**
 * Who may see a post (spec part 1 §6, DESIGN rule 7) — defined ONCE, here, as data: for each
 * privacy, who besides the author sees it. Everything else is derived from this table: the domain's
 * `canSeePost` (single posts: likes, deletes), `visiblePrivacies` (an author's grid, statistics and
 * counts), `audienceOf`'s fan-out, and the SQL predicate every list reads with
 * (adapters/persistence/visibility.sql.ts) — a property test runs both over random follow graphs.
 */
export type PostPrivacy = 'public' | 'mates' | 'private';

/** Who, besides its author, sees a post. Mates are anglers who follow each other. */
export type Audience = 'anyone' | 'mates' | 'nobody';

export const AUDIENCE: Readonly<Record<PostPrivacy, Audience>> = {
  public: 'anyone',
  mates: 'mates',
  private: 'nobody',
};

export const PRIVACIES: readonly PostPrivacy[] = ['public', 'mates', 'private'];

/** The privacies whose posts this audience sees (besides the author). */
export const privaciesFor = (audience: Audience): PostPrivacy[] => PRIVACIES.filter((p) => AUDIENCE[p] === audience);

/** What is known between the viewer and the author, in both directions. */
export interface Relationship {
  viewerFollowsAuthor: boolean;
  authorFollowsViewer: boolean;
}

export const areMates = (r: Relationship) => r.viewerFollowsAuthor && r.authorFollowsViewer;

export function canSeePost(post: { privacy: PostPrivacy; authorId: string }, viewerId: string, relationship: Relationship): boolean {
  if (viewerId === post.authorId) return true;
  switch (AUDIENCE[post.privacy]) {
    case 'anyone':
      return true;
    case 'mates':
      return areMates(relationship);
    case 'nobody':
      return false;
  }
}

/**
 * Which of an author's posts a viewer may see, as the privacies to read: lets a query over one
 * author's posts (grid, statistics, counts) apply the same rule in SQL.
 */
export function visiblePrivacies(authorId: string, viewerId: string, relationship: Relationship): PostPrivacy[] {
  return PRIVACIES.filter((privacy) => canSeePost({ privacy, authorId }, viewerId, relationship));
}

/**
 * Whose Following feed a new post enters besides its author's: a post anyone may see goes to every
 * follower (a stranger has no feed of it to enter), a mates-only post to mates, a private one nowhere.
 */
const FAN_OUT: Readonly<Record<Audience, 'followers' | 'mates' | 'nobody'>> = { anyone: 'followers', mates: 'mates', nobody: 'nobody' };
export const fanOutTo = (privacy: PostPrivacy) => FAN_OUT[AUDIENCE[privacy]];
