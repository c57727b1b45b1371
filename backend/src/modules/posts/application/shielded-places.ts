import { inject } from 'inversify';
import { placeSeenAt, viewerPrecision, type LocationPrecision, type PlacePrecisions } from '../domain/location-shield.ts';
import { FollowGraph, PostReads, type PostRecord } from './ports.ts';

/** A post as one viewer may receive it: its catch's place shielded, and the precision that applied. */
export type ShieldedPost<P extends PostRecord = PostRecord> = P & { locationPrecision: LocationPrecision | null };

const NOT_MATES = { viewerFollowsAuthor: false, authorFollowsViewer: false };
const MATES = { viewerFollowsAuthor: true, authorFollowsViewer: true };
type CatchRecord = Extract<PostRecord, { kind: 'catch' }>;
const NONE_SEEN: ReadonlyArray<LocationPrecision | undefined> = [];

/** A post as the viewer may see it at `precision` (undefined: not a catch); `owned` posts are written into, others copied. */
function shielded<P extends PostRecord>(p: P, precision: LocationPrecision | undefined, owned: boolean): ShieldedPost<P> {
  const post = (owned ? p : { ...p }) as ShieldedPost<P>;
  if (post.kind !== 'catch' || precision === undefined) {
    post.locationPrecision = null;
    return post;
  }
  const hasPlace = post.coordinates !== null || post.location !== null;
  const seen = placeSeenAt(post, precision);
  post.coordinates = seen.coordinates;
  post.location = seen.location;
  post.placeName = seen.placeName;
  post.locationPrecision = hasPlace ? precision : null;
  return post;
}

/**
 * The location shield on every post a viewer reads (posts' bodies are shared by all readers and hold
 * the exact place; this is where a viewer's copy loses what they may not see). The precision is the
 * domain's one decision (`viewerPrecision`); mates are read in one batch, and only for the authors
 * whose catches on the page show mates something different from the public.
 *
 * Bodies are remembered per process and forgotten elsewhere only by a signal after commit, so the
 * precisions of the catches that would show someone else a place are read as stored now: by the
 * page's own statement where it brings them (each post's precision for this viewer), else here in
 * one indexed statement a page. An angler who tightens a catch's precision is obeyed by every process before the
 * answer returns, never undone from memory.
 */
export class ShieldedPlaces {
  constructor(
    @inject(FollowGraph) private readonly graph: FollowGraph,
    @inject(PostReads) private readonly reads: PostReads,
  ) {}

  /**
   * `seenAt`: the precisions the page's read already brought for this viewer (as stored now), by
   * position (`seenAt[i]` is `posts[i]`'s); only the rest are read here. `owned`: the posts are the
   * caller's own copies for this viewer (PostCards), so each is shielded in place rather than
   * copied again — never set for bodies remembered for every reader.
   */
  async of<P extends PostRecord>(
    posts: readonly P[],
    viewerId: string,
    seenAt: ReadonlyArray<LocationPrecision | undefined> = NONE_SEEN,
    owned = false,
  ): Promise<Array<ShieldedPost<P>>> {
    const precisions: Array<LocationPrecision | undefined> = [];
    const unread: Array<{ at: number; post: CatchRecord }> = [];
    for (const [i, p] of posts.entries()) {
      const precision = p.kind === 'catch' ? seenAt[i] : undefined;
      precisions.push(precision);
      if (p.kind === 'catch' && precision === undefined) unread.push({ at: i, post: p });
    }
    // Only the posts the page's read did not bring are looked up here (none on a Following or Discover page).
    if (unread.length) {
      const asked = await this.#precisionsNow(
        unread.map((u) => u.post),
        viewerId,
      );
      for (const [k, u] of unread.entries()) precisions[u.at] = asked[k]!;
    }
    return posts.map((p, i) => shielded(p, precisions[i], owned));
  }

  /** The catches' precisions for the viewer, from their precisions as stored now (one statement) and the mates among their authors. */
  async #precisionsNow(catches: readonly CatchRecord[], viewerId: string): Promise<LocationPrecision[]> {
    const placed = catches.filter((p) => p.authorId !== viewerId && (p.coordinates !== null || p.location !== null));
    const now = placed.length ? await this.reads.placePrecisionsNow(placed.map((p) => p.id)) : new Map();
    const asked = await this.precisionsFor(
      catches.map((p: PostRecord) => ({ ...p, ...now.get(p.id) })),
      viewerId,
    );
    return asked as LocationPrecision[];
  }

  /**
   * How precisely the viewer sees each place (null for a null slot): posts' catches here, and other
   * modules' places that carry an angler's two precisions (tournament entries) through the facade.
   */
  async precisionsFor(
    places: ReadonlyArray<({ authorId: string } & PlacePrecisions) | null>,
    viewerId: string | null,
  ): Promise<Array<LocationPrecision | null>> {
    const ask = new Set<string>();
    for (const p of places) {
      if (p && viewerId !== null && p.authorId !== viewerId && p.publicPrecision !== p.matesPrecision) ask.add(p.authorId);
    }
    const mates = ask.size && viewerId !== null ? await this.graph.matesAmong(viewerId, [...ask]) : new Set<string>();
    return places.map((p) => (p ? viewerPrecision(p, viewerId, mates.has(p.authorId) ? MATES : NOT_MATES) : null));
  }
}
