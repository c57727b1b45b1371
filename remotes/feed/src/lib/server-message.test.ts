import { expect } from 'chai';
import { serverMessage } from './server-message.ts';

describe("feed: a failed call's readable message", () => {
  it('reads the message out of a JSON error body', () => {
    const error = new Error('413: {"message":"File too large: Please select an image smaller than 5MB"}');
    expect(serverMessage(error)).to.equal('File too large: Please select an image smaller than 5MB');
  });
  it('keeps a plain text body', () => {
    expect(serverMessage(new Error('503: Service Unavailable'))).to.equal('Service Unavailable');
  });
  it('says nothing for what is not an error', () => {
    expect(serverMessage('oops')).to.equal(undefined);
  });
});
