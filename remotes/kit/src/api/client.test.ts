import { expect } from 'chai';
import { z } from 'zod';
import { route, uploadRoute } from '@tightlines/contracts';
import { call, upload } from './client.ts';
import { ApiError, isUnauthorizedError } from './api-error.ts';
import { startApiServer, type ApiServer } from '../../test/api-server.ts';

const Catch = z.object({ id: z.string(), species: z.string() });
const getCatch = route({
  method: 'GET',
  path: '/api/catches/:id',
  summary: 'a catch',
  params: z.object({ id: z.string() }),
  query: z.object({ units: z.string().optional() }),
  responses: { 200: Catch },
});
const likeCatch = route({
  method: 'POST',
  path: '/api/catches/:id/like',
  summary: 'like',
  params: z.object({ id: z.string() }),
  responses: { 204: null },
});
const uploadPhoto = uploadRoute({
  method: 'POST',
  path: '/api/catches/:id/photo',
  summary: 'photo',
  params: z.object({ id: z.string() }),
  fileLimit: 100,
  responses: { 201: z.object({ url: z.string() }) },
});
const shareCatch = route({
  method: 'POST',
  path: '/api/catches',
  summary: 'share',
  body: Catch.omit({ id: true }),
  responses: { 201: Catch },
});

describe('kit API client', () => {
  let server: ApiServer;
  let reply: { status: number; body: string; type?: string } = { status: 200, body: '' };

  beforeEach(async () => {
    server = await startApiServer((_req, res) => {
      res.writeHead(reply.status, reply.type ? { 'Content-Type': reply.type } : {});
      res.end(reply.body);
    });
  });
  afterEach(() => server.close());

  it('builds the path and query from the route and reads the answer as JSON', async () => {
    reply = { status: 200, body: JSON.stringify({ id: 'c 1', species: 'rainbow-trout' }), type: 'application/json' };
    const result = await call(getCatch, { params: { id: 'c 1' }, query: { units: 'lbs' } });
    expect(result).to.deep.equal({ id: 'c 1', species: 'rainbow-trout' });
    expect(server.requests[0].url).to.equal('/api/catches/c%201?units=lbs');
  });

  it('sends a JSON body with a JSON content type only when there is a body', async () => {
    reply = { status: 201, body: JSON.stringify({ id: 'c2', species: 'albacore' }), type: 'application/json' };
    await call(shareCatch, { body: { species: 'albacore' } });
    reply = { status: 204, body: '' };
    await call(likeCatch, { params: { id: 'c2' } });
    const [share, like] = server.requests;
    expect(share.headers['content-type']).to.equal('application/json');
    expect(JSON.parse(share.body)).to.deep.equal({ species: 'albacore' });
    expect(like.headers['content-type']).to.equal(undefined);
    expect(like.body).to.equal('');
  });

  it('uploads a file as multipart/form-data in the field "file", the boundary written by fetch', async () => {
    reply = { status: 201, body: JSON.stringify({ url: '/media/x.webp' }), type: 'application/json' };
    const result = await upload(uploadPhoto, { params: { id: 'c 1' }, file: new File(['pixels'], 'pike.jpg', { type: 'image/jpeg' }) });
    expect(result).to.deep.equal({ url: '/media/x.webp' });
    const [sent] = server.requests;
    expect(sent.url).to.equal('/api/catches/c%201/photo');
    expect(sent.headers['content-type']).to.match(/^multipart\/form-data; boundary=/);
    expect(sent.body).to.include(
      'Content-Disposition: form-data; name="file"; filename="pike.jpg"\r\nContent-Type: image/jpeg\r\n\r\npixels',
    );
    expect(await call(uploadPhoto as never).catch((e: Error) => e.message)).to.equal('/api/catches/:id/photo carries a file: use upload()');
  });

  it("turns a refused upload into an ApiError with status, code and the server's words", async () => {
    reply = {
      status: 413,
      body: JSON.stringify({ message: 'File too large: Please select an image smaller than 5MB', code: 'IMAGE_TOO_LARGE' }),
      type: 'application/json',
    };
    const error = (await upload(uploadPhoto, { params: { id: 'c1' }, file: new Blob(['x']) }).catch((e: unknown) => e)) as ApiError;
    expect(error).to.be.instanceOf(ApiError);
    expect(error).to.deep.include({
      status: 413,
      code: 'IMAGE_TOO_LARGE',
      detail: 'File too large: Please select an image smaller than 5MB',
    });
  });

  it('turns a failed answer into "{status}: {body text}"', async () => {
    reply = { status: 404, body: 'Catch not found' };
    const error = await call(getCatch, { params: { id: 'x' } }).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).status).to.equal(404);
    expect((error as ApiError).message).to.equal('404: Catch not found');
  });

  it("keeps our error body's code, words and field errors keyed by the field", async () => {
    const body = {
      message: 'Invalid request: body.title: Title required (and 1 more)',
      code: 'invalid_request',
      issues: [
        { path: ['body', 'title'], message: 'Title required' },
        { path: ['body', 'primaryUser', 'password'], message: 'Too short' },
      ],
    };
    reply = { status: 400, body: JSON.stringify(body), type: 'application/json' };
    const error = (await call(shareCatch, { body: { species: '' } }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).to.equal(`400: ${JSON.stringify(body)}`);
    expect(error).to.deep.include({ status: 400, code: 'invalid_request', detail: body.message });
    expect(error.issues).to.deep.equal(body.issues);
    expect(error.fieldErrors).to.deep.equal({ title: 'Title required', 'primaryUser.password': 'Too short' });
  });

  it("names a domain error's own code, and the status's code when the body is not ours", async () => {
    reply = { status: 404, body: JSON.stringify({ message: 'Post not found', code: 'POST_NOT_FOUND' }), type: 'application/json' };
    expect(await call(getCatch, { params: { id: 'x' } }).catch((e: unknown) => e)).to.deep.include({
      code: 'POST_NOT_FOUND',
      detail: 'Post not found',
    });
    reply = { status: 404, body: 'Catch not found' };
    const plain = (await call(getCatch, { params: { id: 'x' } }).catch((e: unknown) => e)) as ApiError;
    expect(plain).to.deep.include({ code: 'not_found', detail: 'Catch not found' });
    expect(plain.fieldErrors).to.deep.equal({});
  });

  it('uses the status text when the failed answer has no body', async () => {
    reply = { status: 503, body: '' };
    const error = await call(getCatch, { params: { id: 'x' } }).catch((e: unknown) => e);
    expect((error as Error).message).to.equal('503: Service Unavailable');
  });

  it('does not parse a success body by its schema (the server checks its answers; browsers get no schemas)', async () => {
    reply = { status: 200, body: JSON.stringify({ id: 7 }), type: 'application/json' };
    expect(await call(getCatch, { params: { id: 'x' } })).to.deep.equal({ id: 7 });
  });

  it('reads no body for an answer the route declares without one', async () => {
    reply = { status: 204, body: '' };
    expect(await call(likeCatch, { params: { id: 'x' } })).to.equal(undefined);
  });

  it('recognises the signed-out answer as unauthorized', async () => {
    reply = { status: 401, body: 'Unauthorized' };
    const error = await call(getCatch, { params: { id: 'x' } }).catch((e: unknown) => e);
    expect((error as Error).message).to.equal('401: Unauthorized');
    expect(isUnauthorizedError(error)).to.equal(true);
  });

  it('recognises our JSON 401 (with its code) as unauthorized too', async () => {
    reply = { status: 401, body: JSON.stringify({ message: 'Unauthorized', code: 'unauthorized' }), type: 'application/json' };
    const error = (await call(getCatch, { params: { id: 'x' } }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).to.equal('unauthorized');
    expect(isUnauthorizedError(error)).to.equal(true);
  });
});

describe('the unauthorized rule', () => {
  it('needs the message to start with "401: " and mention Unauthorized', () => {
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).to.equal(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).to.equal(true);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).to.equal(false);
    expect(isUnauthorizedError(new Error('401: Session expired'))).to.equal(false);
    expect(isUnauthorizedError(new Error('Unauthorized 401: '))).to.equal(false);
    expect(isUnauthorizedError(undefined)).to.equal(false);
  });
});
