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

  it("refuses text the database can't keep (a NUL, half of a character) with 400 saying which field and why, never a 5xx", async () => {
    const refusals = [
      await angler.send('PATCH', '/api/profile/00000000-0000-4000-8000-000000000000', { bio: 'Tight\u0000lines' }),
      await angler.get('/api/users/search?q=pi%00ke'),
      await angler.send('POST', '/api/posts', { type: 'content', contentType: 'text', title: 'Dawn \ud83c' }),
    ];
    expect(refusals.map((res) => [res.status, ErrorBody.parse(res.json).issues])).to.deep.equal([
      [400, [{ path: ['body', 'bio'], message: "text can't contain a NUL character" }]],
      [400, [{ path: ['query', 'q'], message: "text can't contain a NUL character" }]],
      [400, [{ path: ['body', 'title'], message: "text can't contain half of a character (a lone UTF-16 surrogate)" }]],
    ]);
    expect(ErrorBody.parse(refusals[0]!.json).message).to.equal("Invalid request: body.bio: text can't contain a NUL character");
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
