import { expect } from 'chai';
import type { Post, SharePost } from '@tightlines/contracts';
import type { HttpClient } from '../http-client.ts';

type Privacy = 'public' | 'mates' | 'private';

/**
 * A catch to share through the real call: `await aCatch().of('walleye').weighing(4.2).mates().by(alice)`.
 * Defaults: a public rainbow trout, no sizes, no place.
 */
export function aCatch() {
  const body = {
    type: 'catch' as const,
    privacy: 'public' as Privacy,
    description: null as string | null,
    imageUrl: null as string | null,
    location: null as string | null,
    latitude: null as number | null,
    longitude: null as number | null,
    catchDetails: { species: 'rainbow-trout', weight: null as number | null, length: null as number | null, method: null as string | null },
  };
  const builder = {
    of(species: string) {
      body.catchDetails.species = species;
      return builder;
    },
    weighing(lbs: number) {
      body.catchDetails.weight = lbs;
      return builder;
    },
    measuring(inches: number) {
      body.catchDetails.length = inches;
      return builder;
    },
    on(method: string) {
      body.catchDetails.method = method;
      return builder;
    },
    saying(description: string) {
      body.description = description;
      return builder;
    },
    withPhoto(url: string) {
      body.imageUrl = url;
      return builder;
    },
    at(location: string, latitude?: number, longitude?: number) {
      Object.assign(body, { location, latitude: latitude ?? null, longitude: longitude ?? null });
      return builder;
    },
    public: () => seen('public'),
    mates: () => seen('mates'),
    private: () => seen('private'),
    payload: () => structuredClone(body) as SharePost,
    by: (angler: HttpClient) => share(angler, structuredClone(body) as SharePost),
  };
  const seen = (privacy: Privacy) => {
    body.privacy = privacy;
    return builder;
  };
  return builder;
}

/** Content to share: `await someContent('Knots that hold').private().by(bo)`; text unless given a photo. */
export function someContent(title = 'Five knots every angler needs') {
  const body = {
    type: 'content' as const,
    title,
    description: null as string | null,
    tags: [] as string[],
    privacy: 'public' as 'public' | 'private',
    contentType: 'text' as 'photo' | 'video' | 'text',
    imageUrl: null as string | null,
    videoUrl: null as string | null,
  };
  const builder = {
    tagged(...tags: string[]) {
      body.tags = tags;
      return builder;
    },
    withPhoto(url: string) {
      Object.assign(body, { contentType: 'photo', imageUrl: url });
      return builder;
    },
    private() {
      body.privacy = 'private';
      return builder;
    },
    payload: () => structuredClone(body) as SharePost,
    by: (angler: HttpClient) => share(angler, structuredClone(body) as SharePost),
  };
  return builder;
}

async function share(angler: HttpClient, body: SharePost): Promise<Post> {
  const res = await angler.send<Post>('POST', '/api/posts', body);
  expect(res.status, res.text).to.equal(201);
  return res.json;
}
