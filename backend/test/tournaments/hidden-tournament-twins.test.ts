import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { hiddenRuleTwin } from '../support/hidden-twins.ts';
import { tournamentShownTo } from '../../src/modules/tournaments/domain/hidden-tournament.ts';
import { tournamentShownToSql } from '../../src/modules/tournaments/adapters/persistence/hidden-tournament.sql.ts';

/** Where the tournament list repeats the hidden-tournament rule in SQL, it is proven equal to tournamentShownTo. */
describe('tournaments: the SQL twin of the hidden tournament rule agrees with it', () => {
  const anglers = Array.from({ length: 3 }, () => randomUUID());
  hiddenRuleTwin({
    items: fc.record({
      organizerId: fc.constantFrom(...anglers),
      hiddenAt: fc.option(fc.constant(new Date('2026-11-28T07:00:00Z')), { nil: null }),
    }),
    viewers: fc.constantFrom(...anglers),
    columns: 'organizer_id uuid, hidden_at timestamptz',
    row: (t) => ({ organizer_id: t.organizerId, hidden_at: t.hiddenAt }),
    sqlOf: (viewerId) => tournamentShownToSql('x', viewerId),
    domainOf: tournamentShownTo,
    seed: 20261131,
  });
});
