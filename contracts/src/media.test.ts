import { expect } from 'chai';
import { ImageDataUrl, MEDIA_LIMITS, MediaUrl, ProfileImageInput, dataUrlLength } from './media.ts';
import { postsRoutes } from './posts.ts';
import { buildOpenApiDocument } from './openapi.ts';

const tinyPng = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('contracts: media', () => {
  it('accepts stored URLs: http(s) and our /media/ paths', () => {
    for (const url of ['https://cdn.example.com/a.jpg', 'http://localhost:3000/media/x.jpg', '/media/2026/ab12.webp'])
      expect(MediaUrl.safeParse(url).success, url).to.equal(true);
  });
  it('refuses other schemes and paths that climb out of /media/', () => {
    for (const url of ['javascript:alert(1)', 'ftp://x/y.jpg', '/media/../etc/passwd', '/uploads/a.jpg', tinyPng])
      expect(MediaUrl.safeParse(url).success, url).to.equal(false);
  });
  it('takes a profile image as URL, data URL, or null to remove', () => {
    expect(ProfileImageInput.safeParse(tinyPng).success).to.equal(true);
    expect(ProfileImageInput.safeParse(null).success).to.equal(true);
    expect(ProfileImageInput.safeParse('/media/a.png').success).to.equal(true);
  });
  it('refuses a data URL that is not an image as a profile picture', () => {
    const r = ImageDataUrl.safeParse('data:text/html;base64,PGgxPg==');
    expect(r.success).to.equal(false);
    expect(r.error?.issues[0].message).to.equal('Invalid file type: Please select an image file');
  });
  it('lets an image a little over 5 MB reach the server, which answers 413 with the spec message', () => {
    const sixMb = `data:image/jpeg;base64,${'A'.repeat(dataUrlLength(6 * 1024 * 1024) - 100)}`;
    expect(ImageDataUrl.safeParse(sixMb).success).to.equal(true);
    expect(MEDIA_LIMITS.imageBytes).to.equal(5 * 1024 * 1024);
  });
  it("uploads photos and videos as a streamed multipart file, up to a video's limit", () => {
    expect(postsRoutes.uploadMedia).to.include({ kind: 'upload', fileLimit: MEDIA_LIMITS.videoBytes });
    expect(postsRoutes.uploadMedia).not.to.have.property('body');
    const operation = buildOpenApiDocument({ version: 't' }).paths['/api/media']!.post as {
      requestBody: { content: Record<string, { schema: unknown }> };
    };
    expect(Object.keys(operation.requestBody.content)).to.deep.equal(['multipart/form-data']);
    expect(operation.requestBody.content['multipart/form-data']!.schema).to.deep.equal({
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
  });
});
