import { expect } from 'chai';
import { MEDIA_MESSAGES } from '@tightlines/contracts';
import { directUploadPolicy, isPendingKey } from './direct-upload-policy.ts';

const ANGLER = '5f0c1a52-8d6e-4c1b-9d7a-2a1f3e4b5c6d';
const UPLOAD = '0b7e6f1e-3c2a-4d5b-8e9f-1a2b3c4d5e6f';

describe('platform: a direct upload to the bucket', () => {
  it("signs a photo for at most 5 MB of exactly its declared type, under the angler's own pending key", () => {
    const policy = directUploadPolicy(ANGLER, UPLOAD, { kind: 'image', contentType: 'image/JPEG', size: 2_000_000 });
    expect(policy).to.deep.equal({
      key: `uploads/${ANGLER}/${UPLOAD}`,
      contentType: 'image/jpeg',
      minBytes: 1,
      maxBytes: 5 * 1024 * 1024,
      expiresInSeconds: 900,
    });
    expect(isPendingKey(policy.key)).to.equal(true);
    expect(isPendingKey('photos/ab/x.webp')).to.equal(false);
  });

  it('signs a video for at most 20 MB', () => {
    expect(directUploadPolicy(ANGLER, UPLOAD, { kind: 'video', contentType: 'video/mp4', size: 20 * 1024 * 1024 }).maxBytes).to.equal(
      20 * 1024 * 1024,
    );
  });

  it("refuses a file over its kind's limit with the spec's message before anything is sent", () => {
    expect(() => directUploadPolicy(ANGLER, UPLOAD, { kind: 'image', contentType: 'image/png', size: 5 * 1024 * 1024 + 1 })).to.throw(
      MEDIA_MESSAGES.imageTooLarge,
    );
    expect(() => directUploadPolicy(ANGLER, UPLOAD, { kind: 'video', contentType: 'video/webm', size: 20 * 1024 * 1024 + 1 })).to.throw(
      MEDIA_MESSAGES.videoTooLarge,
    );
  });

  it("refuses a declared type that is not of the kind asked for with the spec's message", () => {
    expect(() => directUploadPolicy(ANGLER, UPLOAD, { kind: 'image', contentType: 'application/pdf', size: 10 })).to.throw(
      MEDIA_MESSAGES.notAnImage,
    );
    expect(() => directUploadPolicy(ANGLER, UPLOAD, { kind: 'video', contentType: 'image/png', size: 10 })).to.throw(
      MEDIA_MESSAGES.notAVideo,
    );
  });
});
