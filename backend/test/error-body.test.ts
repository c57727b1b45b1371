import { expect } from 'chai';
import { ErrorBody, POST_MESSAGES } from '@tightlines/contracts';
import { HttpClient, signIn, startTestApp, type AnglerClient, type TestApp } from './support/index.ts';

describe('error bodies: { message, code, issues? }', () => {
  let app: TestApp;
  let angler: AnglerClient;
  before(async () => {
    app = await startTestApp();
    angler = await signIn(app, 'Error Eddie');
  });
  after(() => app?.close());

  it('answers bad input with 400 invalid_request and an issue naming each bad field', async () => {
    const res = await angler.send('POST', '/api/posts', { type: 'content', contentType: 'text', title: '   ' });
    expect(res.status).to.equal(400);
    const body = ErrorBody.parse(res.json);
    expect(body.code).to.equal('invalid_request');
    expect(body.message).to.equal(`Invalid request: body.title: ${POST_MESSAGES.titleRequired}`);
    expect(body.issues).to.deep.equal([{ path: ['body', 'title'], message: POST_MESSAGES.titleRequired }]);
  });

  it('answers what is not there with 404 not_found and no issues', async () => {
    const res = await angler.get('/api/profile/nobody');
    expect(res.status).to.equal(404);
    expect(res.json).to.deep.equal({ message: 'User not found', code: 'not_found' });
  });

  it("answers a domain error's own code when it names one", async () => {
    const res = await angler.send('POST', '/api/posts/no-such-post/like');
    expect(res.status).to.equal(404);
    expect(res.json).to.deep.equal({ message: 'Post not found', code: 'POST_NOT_FOUND' });
  });

  it('answers an unknown API call with 404 not_found', async () => {
    const res = await angler.get('/api/no-such-call');
    expect(res.status).to.equal(404);
    expect(ErrorBody.parse(res.json).code).to.equal('not_found');
  });

  it("answers a visitor with 401 unauthorized, still read as signed out by the spec's rule", async () => {
    const res = await new HttpClient(app.url).get('/api/posts/feed');
    expect(res.status).to.equal(401);
    expect(ErrorBody.parse(res.json)).to.deep.equal({ message: 'Unauthorized', code: 'unauthorized' });
    expect(`${res.status}: ${res.text}`).to.match(/^401: .*Unauthorized/);
  });
});
