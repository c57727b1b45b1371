import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import sharp from 'sharp';
import { MEDIA_MESSAGES, Post, type PostPage, type StoredMedia } from '@tightlines/contracts';
import { pastTheFirstDay, startTestApp, type TestApp } from '../support/index.ts';
import { anAngler, type Angler } from '../support/builders/anglers.ts';
import { aCatch, someContent } from '../support/builders/posts.ts';

/** An upload as the share dialog sends it: one file in the multipart field `file`. */
const upload = async <T>(angler: Angler, type: string, bytes: Uint8Array) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'upload');
  const res = await angler.request('/api/media', { method: 'POST', body: form });
  return { status: res.status, text: '', json: (await res.json()) as T };
};
const gridOf = async (viewer: Angler, author: Angler) => (await viewer.get<PostPage>(`/api/posts/user/${author.id}?limit=50`)).json.items;

describe('posts: sharing catches and content', () => {
  let app: TestApp;
  let rosa: Angler;

  before(async () => {
    // Rosa shares (and tries to share) more than a newcomer's first day allows.
    app = await startTestApp({ clock: pastTheFirstDay() });
    rosa = await anAngler(app, 'Rosa Rivers');
  });
  after(() => app?.close());

  it('shares a catch and answers the post card, author and all', async () => {
    const post = await aCatch()
      .of('walleye')
      .weighing(4.2)
      .measuring(22)
      .on('Jig')
      .saying(' Dusk bite ')
      .at('Lake Erie, OH', 41.68, -82.5)
      .by(rosa);
    expect(Post.safeParse(post).success).to.equal(true);
    expect(post).to.include({
      type: 'catch',
      species: 'walleye',
      weight: 4.2,
      length: 22,
      method: 'Jig',
      description: 'Dusk bite',
      location: 'Lake Erie, OH',
      latitude: 41.68,
      privacy: 'public',
      likes: 0,
      liked: false,
      userId: rosa.id,
      userDisplayName: 'Rosa Rivers',
    });
    expect(Date.now() - Date.parse(post.createdAt)).to.be.lessThan(60_000);
  });

  it('decides the personal best itself, by weight, else by length', async () => {
    const first = await aCatch().of('northern-pike').weighing(8).by(rosa);
    const smaller = await aCatch().of('northern-pike').weighing(6.5).by(rosa);
    const bigger = await aCatch().of('northern-pike').weighing(9.1).by(rosa);
    expect([first.isPersonalBest, smaller.isPersonalBest, bigger.isPersonalBest]).to.deep.equal([true, false, true]);
    const forged = await rosa.send('POST', '/api/posts', { ...aCatch().of('northern-pike').weighing(1).payload(), isPersonalBest: true });
    expect((forged.json as Post).isPersonalBest).to.equal(false);
  });

  it('weighs a new catch against every earlier one of the species, whatever its privacy, and not against a deleted one', async () => {
    const hidden = await aCatch().of('muskellunge').weighing(30).private().by(rosa);
    expect(hidden.isPersonalBest).to.equal(true);
    const smaller = await aCatch().of('muskellunge').weighing(25).mates().by(rosa);
    expect(smaller.isPersonalBest, 'smaller than the private 30 lbs').to.equal(false);
    expect((await rosa.send('DELETE', `/api/posts/${hidden.id}`)).status).to.equal(204);
    const next = await aCatch().of('muskellunge').weighing(27).by(rosa);
    expect(next.isPersonalBest, 'bigger than every catch left').to.equal(true);
    const byLength = await aCatch().of('muskellunge').measuring(50).by(rosa);
    expect(byLength.isPersonalBest, 'no weight, and no earlier catch has a length: the longest').to.equal(true);
  });

  it('shares content with trimmed tags, public or private only', async () => {
    const post = await someContent('  Knots that hold  ').tagged(' knots ', '', 'basics').by(rosa);
    expect(post).to.include({ type: 'content', title: 'Knots that hold', contentType: 'text', species: null });
    expect(post.tags).to.deep.equal(['knots', 'basics']);
    const mates = await rosa.send('POST', '/api/posts', { ...someContent().payload(), privacy: 'mates' });
    expect(mates.status).to.equal(400);
  });

  // Each of these breaks the contract's SharePost schema, which the server checks before any rule: 400.
  // (The contract's 422 is for a body that parses but breaks a domain rule.)
  it('refuses bad posts with 400 and a clear message, and writes nothing', async () => {
    const before = (await gridOf(rosa, rosa)).length;
    const catchWith = (details: object) => ({ ...aCatch().payload(), catchDetails: { species: 'walleye', ...details } });
    const bad: Array<[unknown, RegExp]> = [
      [catchWith({ species: 'kraken' }), /species|Invalid/i],
      [catchWith({ weight: -1 }), /0 lbs or more/],
      [catchWith({ length: -3 }), /0 inches or more/],
      [catchWith({ weight: '4 lbs' }), /number/i],
      [catchWith({ weight: 4.255 }), /two decimal places/],
      [{ ...aCatch().payload(), description: 'x'.repeat(2001) }, /2000|too big|Too big/i],
      [{ ...someContent().payload(), title: '   ' }, /Title required: Please add a title to your content/],
      [{ ...someContent().payload(), contentType: 'photo' }, /Photo required/],
      [{ ...someContent().payload(), contentType: 'video' }, /Video required/],
      [{ ...someContent().payload(), tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, /20 tags/],
      [{ ...aCatch().payload(), imageUrl: 'javascript:alert(1)' }, /web address starting with https:\/\//],
      [{ type: 'selfie' }, /Invalid/i],
    ];
    for (const [body, message] of bad) {
      const res = await rosa.send<{ message: string; issues?: { message: string }[] }>('POST', '/api/posts', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).to.equal(400);
      expect(`${res.json.message} ${res.json.issues?.map((i) => i.message).join(' ')}`).to.match(message);
    }
    expect((await gridOf(rosa, rosa)).length).to.equal(before);
  });
});

describe('posts: media upload', () => {
  let app: TestApp;
  let rosa: Angler;
  before(async () => {
    app = await startTestApp();
    rosa = await anAngler(app, 'Rosa Rivers');
  });
  after(() => app?.close());

  it('stores a photo without its location metadata, with a thumbnail, served with immutable caching', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d4e89' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 5/1 0/1' } })
      .toBuffer();
    const res = await upload<StoredMedia>(rosa, 'image/jpeg', photo);
    expect(res.status, res.text).to.equal(201);
    expect(res.json.kind).to.equal('image');
    const served = await rosa.request(res.json.url);
    expect(served.status).to.equal(200);
    expect(served.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).to.equal('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).to.equal(undefined);
    const thumb = await sharp(Buffer.from(await (await rosa.request(res.json.thumbnailUrl!)).arrayBuffer())).metadata();
    expect([thumb.width, thumb.height]).to.deep.equal([400, 400]);

    // A catch with that photo carries its thumbnail for the grid.
    const post = await aCatch().withPhoto(res.json.url).by(rosa);
    expect(post.thumbnailUrl).to.equal(res.json.thumbnailUrl);
  });

  it('refuses a file that is not an image, whatever it claims (422, spec message)', async () => {
    const res = await upload<{ message: string }>(rosa, 'image/png', Buffer.from('%PDF-1.7 not a picture'));
    expect(res.status).to.equal(422);
    expect(res.json.message).to.equal(MEDIA_MESSAGES.notAnImage);
  });

  it('refuses a 6 MB image with 413 and the spec message', async () => {
    const res = await upload<{ message: string }>(
      rosa,
      'image/png',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(6 * 1024 * 1024)]),
    );
    expect(res.status).to.equal(413);
    expect(res.json.message).to.equal('File too large: Please select an image smaller than 5MB');
  });

  it('answers 404 for media that does not exist and needs a signed-in angler to upload', async () => {
    expect((await rosa.request('/media/photos/ab/00000000-0000-4000-8000-000000000000.webp')).status).to.equal(404);
    expect((await rosa.request('/media/../package.json')).status).to.equal(404);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('AA==', 'base64')], { type: 'image/png' }), 'a.png');
    const visitor = await fetch(`${app.url}/api/media`, { method: 'POST', body: form });
    expect(visitor.status).to.equal(401);
  });
});
