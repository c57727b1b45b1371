import type { PostFields } from '../domain/post-fields.ts';

/** One of the angler's own posts as their export lists it: every field they gave it, places and media links included. */
export type OwnPost = Omit<PostFields, 'authorId' | 'hidden'> & { likes: number };

/** Every post of one angler, newest first (their own export: no privacy filter, they see all of theirs). */
export interface OwnPosts {
  allOf(anglerId: string): Promise<OwnPost[]>;
}
export const OwnPosts = Symbol.for('posts.OwnPosts');
