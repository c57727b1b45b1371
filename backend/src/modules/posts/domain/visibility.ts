/**
 * Who may see a post (spec part 1 §6, DESIGN rule 7) — defined ONCE, here, as data: for each
 * privacy, who besides the author sees it. Everything else is derived from this table: the domain's
 * `canSeePost` (single posts: likes, deletes), `visiblePrivacies` (an author's grid, statistics and
 * counts), `audienceOf`'s fan-out, and the SQL predicate every list reads with
 * (adapters/persistence/visibility.sql.ts) — a property test runs both over random follow graphs.
 */
import type { Hidden } from './hidden.ts';

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

/** What a post's visibility depends on: its privacy, its author, and whether moderation hid it. */
export interface Seeable {
  privacy: PostPrivacy;
  authorId: string;
  hidden: Hidden | null;
}

/** A hidden post is read as this privacy: its author's alone, whatever it was shared at. */
export const HIDDEN_AS: PostPrivacy = 'private';

/**
 * The privacy a post is read at: its own, or — hidden by moderation — one nobody but its author sees;
 * shown again, it is read at its own again. Statistics' tallies and counts are kept by it.
 */
export const shownAs = (post: { privacy: PostPrivacy; hidden: Hidden | null }): PostPrivacy => (post.hidden ? HIDDEN_AS : post.privacy);

export function canSeePost(post: Seeable, viewerId: string, relationship: Relationship): boolean {
  if (viewerId === post.authorId) return true;
  switch (AUDIENCE[shownAs(post)]) {
    case 'anyone':
      return true;
    case 'mates':
      return areMates(relationship);
    case 'nobody':
      return false;
  }
}

/**
 * Which of an author's posts a viewer may see, as the privacies to read them at (`shownAs`): lets a
 * query over one author's posts (grid, statistics, counts) apply the same rule in SQL — a hidden post
 * is read at HIDDEN_AS, which only its author's list holds.
 */
export function visiblePrivacies(authorId: string, viewerId: string, relationship: Relationship): PostPrivacy[] {
  return PRIVACIES.filter((privacy) => canSeePost({ privacy, authorId, hidden: null }, viewerId, relationship));
}

/**
 * Whose Following feed a new post enters besides its author's: a post anyone may see goes to every
 * follower (a stranger has no feed of it to enter), a mates-only post to mates, a private one nowhere.
 */
const FAN_OUT: Readonly<Record<Audience, 'followers' | 'mates' | 'nobody'>> = { anyone: 'followers', mates: 'mates', nobody: 'nobody' };
export const fanOutTo = (privacy: PostPrivacy) => FAN_OUT[AUDIENCE[privacy]];
