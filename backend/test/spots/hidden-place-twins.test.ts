import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { hiddenRuleTwin } from '../support/hidden-twins.ts';
import { shownTo } from '../../src/modules/spots/domain/hidden-place.ts';
import { shownToSql, tipFactsOf } from '../../src/modules/spots/adapters/persistence/hidden-place.sql.ts';

/** Where SQL repeats spots' hidden spot and tip rule (who still reads one), it is proven equal to shownTo. */
describe('spots: the SQL twin of the hidden spot and tip rule agrees with it', () => {
  const anglers = Array.from({ length: 3 }, () => randomUUID());
  hiddenRuleTwin({
    items: fc.record({
      authorId: fc.option(fc.constantFrom(...anglers), { nil: null }),
      hiddenAt: fc.option(fc.constant(new Date('2026-11-28T07:00:00Z')), { nil: null }),
    }),
    viewers: fc.option(fc.constantFrom(...anglers), { nil: null }),
    columns: 'angler_id uuid, hidden_at timestamptz',
    row: (t) => ({ angler_id: t.authorId, hidden_at: t.hiddenAt }),
    sqlOf: (viewerId) => shownToSql(tipFactsOf('x'), viewerId),
    domainOf: shownTo,
    seed: 20261130,
  });
});
