import { expect } from 'chai';
import { z } from 'zod';
import { anglersCoreRoutes } from './anglers-core.ts';
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
  it('converts every schema to JSON Schema for the OpenAPI document', () => {
    for (const r of routes) {
      for (const schema of [r.params, r.query, r.body]) if (schema) z.toJSONSchema(schema, { io: 'input' });
      for (const schema of Object.values(r.responses)) if (schema) z.toJSONSchema(schema, { io: 'output' });
    }
  });
  it('answers 401 to anglers who are not signed in on every call', () => {
    for (const r of routes) expect(r.responses, r.path).to.have.property('401');
  });
});
