import { expect } from 'chai';
import { buildOpenApiDocument } from './openapi.ts';
import { placesRoutes } from './places.ts';
import { spotsRoutes } from './spots.ts';
import { tripsRoutes } from './trips.ts';
import { weatherRoutes } from './weather.ts';

describe('contracts: spots, weather and places are for signed-in anglers (spec part 2 §6)', () => {
  const doc = buildOpenApiDocument({ version: 'test' }) as unknown as {
    paths: Record<string, Record<string, { security: unknown[]; responses: Record<string, unknown> }>>;
  };
  const calls = [
    ...Object.values(spotsRoutes),
    ...Object.values(tripsRoutes),
    ...Object.values(weatherRoutes),
    ...Object.values(placesRoutes),
  ];

  for (const def of calls)
    it(`${def.method} ${def.path} declares the session and its 401`, () => {
      const operation = doc.paths[def.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')]![def.method.toLowerCase()]!;
      expect(operation.security).to.deep.equal([{ session: [] }]);
      expect(operation.responses).to.have.property('401');
    });
});
