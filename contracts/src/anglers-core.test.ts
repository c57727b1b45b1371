import { expect } from 'chai';
import { z } from './z.ts';
import { POST_LIMITS, SPECIES, anglersCoreRoutes, postsRoutes } from './anglers-core.ts';
import type { RouteDef } from './route.ts';

const routes = Object.values(anglersCoreRoutes).flatMap((table) => Object.values(table) as RouteDef[]);

describe("contracts: the anglers' core route tables", () => {
  it('declares each call once', () => {
    const calls = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(calls).size).to.equal(calls.length);
  });
  it('names exactly the path parameters each path has', () => {
    for (const r of routes) {
      const inPath = [...r.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      const declared = r.params instanceof z.ZodObject ? Object.keys(r.params.shape) : [];
      expect(declared, r.path).to.have.members(inPath);
    }
  });
  it('converts every schema to a JSON Schema that says something (never an anything-goes {})', () => {
    const says = (schema: z.ZodType, io: 'input' | 'output') => {
      const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io }) as Record<string, unknown>;
      return Object.keys(rest);
    };
    for (const r of routes) {
      for (const [where, schema] of [
        ['params', r.params],
        ['query', r.query],
        ['body', r.body],
      ] as const)
        if (schema) expect(says(schema, 'input'), `${r.method} ${r.path} ${where}`).not.to.be.empty;
      for (const [status, schema] of Object.entries(r.responses))
        if (schema) expect(says(schema, 'output'), `${r.method} ${r.path} ${status}`).not.to.be.empty;
    }
  });
  it('describes the share body in JSON Schema as the spec has it: a catch or content, their required fields, limits and choices', () => {
    type Js = { oneOf: Js[]; required: string[]; properties: Record<string, Js>; anyOf: Js[]; enum: unknown[]; format: string } & Record<
      string,
      unknown
    >;
    // Inline, without the named components the API document refers to (registry: none).
    const inline = { metadata: z.registry<Record<string, unknown>>() };
    const body = z.toJSONSchema(postsRoutes.sharePost.body!, { io: 'input', ...inline }) as unknown as Js;
    const [catchBody, contentBody] = body.oneOf;
    expect(catchBody.properties.type.const).to.equal('catch');
    expect(catchBody.required).to.have.members(['type', 'catchDetails']);
    const details = catchBody.properties.catchDetails;
    expect(details.required).to.deep.equal(['species']);
    expect(details.properties.species.enum).to.deep.equal(SPECIES.map((s) => s.slug));
    // The spec's form steps by 0.1, yet a measured 17.25 in must be taken: two decimals.
    expect(details.properties.weight.anyOf[0]).to.deep.include({
      type: 'number',
      minimum: 0,
      maximum: POST_LIMITS.weightLbs,
      multipleOf: 0.01,
    });
    expect(catchBody.properties.privacy).to.deep.include({ default: 'public', enum: ['public', 'mates', 'private'] });
    expect(catchBody.properties).not.to.have.property('isPersonalBest');

    expect(contentBody.properties.type.const).to.equal('content');
    expect(contentBody.required).to.have.members(['type', 'title', 'contentType']);
    expect(contentBody.properties.title).to.deep.include({ type: 'string', minLength: 1, maxLength: POST_LIMITS.titleChars });
    expect(contentBody.properties.privacy.enum).to.deep.equal(['public', 'private']);
    expect(contentBody.properties.contentType.enum).to.deep.equal(['photo', 'video', 'text']);

    const post = z.toJSONSchema(postsRoutes.sharePost.responses[201], { io: 'output', ...inline }) as unknown as Js;
    expect(post.properties.createdAt.format).to.equal('date-time');
    expect(post.required).to.include.members(['id', 'type', 'likes', 'liked', 'createdAt', 'userId']);
  });
  it('answers 401 to anglers who are not signed in on every call', () => {
    for (const r of routes) expect(r.responses, r.path).to.have.property('401');
  });
});
