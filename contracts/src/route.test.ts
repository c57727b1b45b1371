import { expect } from 'chai';
import { buildPath } from './route.ts';
import { buildOpenApiDocument } from './openapi.ts';

describe('contracts: route paths', () => {
  it('fills path parameters, URI-encoded', () => {
    expect(buildPath('/api/profile/:userId', { userId: 'a b/c' })).to.equal('/api/profile/a%20b%2Fc');
  });
  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath('/api/profile/:userId', {})).to.throw('Missing path parameter "userId"');
  });
});

describe('contracts: OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists the auth calls with their responses', () => {
    const doc = buildOpenApiDocument({ version: 'test' });
    expect(doc.openapi).to.equal('3.1.0');
    const user = doc.paths['/api/auth/user']?.get as { responses: Record<string, unknown> };
    expect(user.responses).to.have.keys('200', '401', 'default');
    expect(doc.paths['/api/login']).to.have.property('get');
  });
});
