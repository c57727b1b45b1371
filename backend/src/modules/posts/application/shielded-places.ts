import { inject } from 'inversify';
import { placeSeenAt, viewerPrecision, type LocationPrecision, type PlacePrecisions } from '../domain/location-shield.ts';
import { FollowGraph, PostReads, type PostRecord } from './ports.ts';

/** A post as one viewer may receive it: its catch's place shielded, and the precision that applied. */
export type ShieldedPost<P extends PostRecord = PostRecord> = P & { locationPrecision: LocationPrecision | null };

const NOT_MATES = { viewerFollowsAuthor: false, authorFollowsViewer: false };
const MATES = { viewerFollowsAuthor: true, authorFollowsViewer: true };
type CatchRecord = Extract<PostRecord, { kind: 'catch' }>;
const NONE_SEEN: ReadonlyMap<string, LocationPrecision> = new Map();

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

  /** `seenAt`: the precisions the page's read already brought for this viewer (as stored now); only the rest are read here. */
  async of<P extends PostRecord>(
    posts: readonly P[],
    viewerId: string,
    seenAt: ReadonlyMap<string, LocationPrecision> = NONE_SEEN,
  ): Promise<Array<ShieldedPost<P>>> {
    const unread = posts.filter((p): p is P & CatchRecord => p.kind === 'catch' && !seenAt.has(p.id));
    const placed = unread.filter((p) => p.authorId !== viewerId && (p.coordinates !== null || p.location !== null));
    const now = placed.length ? await this.reads.placePrecisionsNow(placed.map((p) => p.id)) : new Map();
    const asked = unread.length
      ? await this.precisionsFor(
          unread.map((p: PostRecord) => ({ ...p, ...now.get(p.id) })),
          viewerId,
        )
      : [];
    // Only the posts the page's read did not bring are looked up here; the rest keep the read's answer (no copy of it).
    const askedFor = new Map<string, LocationPrecision>();
    for (const [i, p] of unread.entries()) askedFor.set(p.id, asked[i]!);
    return posts.map((p) => {
      const precision = seenAt.get(p.id) ?? askedFor.get(p.id);
      if (p.kind !== 'catch' || precision === undefined) return { ...p, locationPrecision: null };
      const seen = placeSeenAt(p, precision);
      const hasPlace = p.coordinates !== null || p.location !== null;
      return {
        ...p,
        coordinates: seen.coordinates,
        location: seen.location,
        placeName: seen.placeName,
        locationPrecision: hasPlace ? precision : null,
      };
    });
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
