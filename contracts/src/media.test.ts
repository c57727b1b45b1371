import { expect } from 'chai';
import { ImageDataUrl, MEDIA_LIMITS, MediaUpload, MediaUrl, ProfileImageInput, dataUrlLength } from './media.ts';

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
    const sixMb = 'data:image/jpeg;base64,' + 'A'.repeat(dataUrlLength(6 * 1024 * 1024) - 100);
    expect(ImageDataUrl.safeParse(sixMb).success).to.equal(true);
    expect(MEDIA_LIMITS.imageBytes).to.equal(5 * 1024 * 1024);
  });
  it('uploads photos and videos as data URLs only', () => {
    expect(MediaUpload.safeParse({ dataUrl: tinyPng }).success).to.equal(true);
    expect(MediaUpload.safeParse({ dataUrl: 'data:video/mp4;base64,AAAA' }).success).to.equal(true);
    expect(MediaUpload.safeParse({ dataUrl: 'https://example.com/a.jpg' }).success).to.equal(false);
    expect(MediaUpload.safeParse({ dataUrl: 'data:application/pdf;base64,AAAA' }).success).to.equal(false);
  });
});
