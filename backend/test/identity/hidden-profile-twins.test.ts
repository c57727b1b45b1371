import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { hiddenRuleTwin } from '../support/hidden-twins.ts';
import { profileShownTo } from '../../src/modules/identity/domain/hidden-profile.ts';
import { profileShownToSql } from '../../src/modules/identity/adapters/persistence/hidden-profile.sql.ts';

/** Where identity's reads repeat the hidden-profile rule in SQL, it is proven equal to profileShownTo. */
describe('identity: the SQL twin of the hidden profile rule agrees with it', () => {
  const anglers = Array.from({ length: 3 }, () => randomUUID());
  hiddenRuleTwin({
    items: fc.record({
      anglerId: fc.constantFrom(...anglers),
      hiddenAt: fc.option(fc.constant(new Date('2026-11-28T07:00:00Z')), { nil: null }),
    }),
    viewers: fc.option(fc.constantFrom(...anglers), { nil: null }),
    columns: 'id uuid, hidden_at timestamptz',
    row: (p) => ({ id: p.anglerId, hidden_at: p.hiddenAt }),
    sqlOf: (viewerId) => profileShownToSql('x', viewerId),
    domainOf: profileShownTo,
    seed: 20261132,
  });
});
