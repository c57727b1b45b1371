import { expect } from 'chai';
import { MEDIA_MESSAGES } from '@tightlines/contracts';
import { checkMediaFile } from './media-file.ts';

const MB = 1024 * 1024;
const asSpecSays = (problem: { title: string; description: string } | null) => problem && `${problem.title}: ${problem.description}`;

describe('feed: checking a chosen photo or video', () => {
  it('accepts an image of 5MB or less', () => {
    expect(checkMediaFile({ type: 'image/jpeg', size: 5 * MB })).to.equal(null);
  });
  it("refuses a file that is not an image with the spec's message", () => {
    expect(asSpecSays(checkMediaFile({ type: 'application/pdf', size: 10 }))).to.equal(MEDIA_MESSAGES.notAnImage);
  });
  it("refuses an image over 5MB with the spec's message", () => {
    expect(asSpecSays(checkMediaFile({ type: 'image/png', size: 5 * MB + 1 }))).to.equal(MEDIA_MESSAGES.imageTooLarge);
  });
  it('checks videos against their own type and limit', () => {
    expect(checkMediaFile({ type: 'video/mp4', size: 19 * MB }, 'video')).to.equal(null);
    expect(asSpecSays(checkMediaFile({ type: 'image/png', size: 1 }, 'video'))).to.equal(MEDIA_MESSAGES.notAVideo);
    expect(asSpecSays(checkMediaFile({ type: 'video/mp4', size: 21 * MB }, 'video'))).to.equal(MEDIA_MESSAGES.videoTooLarge);
  });
});
