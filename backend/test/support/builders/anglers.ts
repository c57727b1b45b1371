import { expect } from 'chai';
import { signIn, type AnglerClient } from '../sign-in.ts';

/** A signed-in angler who knows their own id (most social tests need both). */
export interface Angler extends AnglerClient {
  id: string;
}

export async function anAngler(app: { url: string }, displayName: string): Promise<Angler> {
  const client = (await signIn(app, displayName)) as Angler;
  const me = await client.get<{ id: string }>('/api/auth/user');
  expect(me.status).to.equal(200);
  client.id = me.json.id;
  return client;
}

/** `follower` follows `followee` through the real call. */
export async function follows(follower: Angler, followee: Angler): Promise<void> {
  const res = await follower.send('POST', `/api/follow/${followee.id}`);
  expect(res.status, res.text).to.equal(200);
}

/** Two anglers who follow each other: mates (spec §6). */
export async function mates(a: Angler, b: Angler): Promise<void> {
  await follows(a, b);
  await follows(b, a);
}
