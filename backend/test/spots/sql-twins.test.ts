import { expect } from 'chai';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { sqlTwinDatabase } from '../support/sql-twins.ts';
import { sql, type Query } from '../../src/platform/db/sql.ts';
import { shapesWhatOthersSee } from '../../src/modules/spots/domain/shared-trip.ts';
import type { TripPrivacy } from '../../src/modules/spots/domain/trip.ts';
import { PRECISIONS_FINEST_FIRST, type LocationPrecision } from '../../src/shared/kernel/location-shield.ts';
import { tripPrecisionFor } from '../../src/modules/spots/domain/trip-precision.ts';
import { tripPrecisionSql } from '../../src/modules/spots/adapters/persistence/trip-precision.sql.ts';
import {
  anglerSharesSql,
  sharedTripSql,
  sharedWhileAnglerSharesSql,
  tripFactsOf,
} from '../../src/modules/spots/adapters/persistence/shared-trip.sql.ts';

/**
 * Where SQL must repeat spots' spot-privacy rule (which trips shape what others see), it is proven
 * equal to shapesWhatOthersSee on random trips and anglers (fast-check, fixed seeds), the SQL run on
 * PostgreSQL over spots' real copy of the anglers' cards.
 */
describe('spots: the SQL twin of the spot-privacy rule agrees with it', () => {
  const database = sqlTwinDatabase();
  const { run } = database;

  const anglers = Array.from({ length: 4 }, () => randomUUID());
  /** Each angler's card in spots: sharing trip locations, not sharing, or not arrived yet. */
  const cards = fc.tuple(...anglers.map(() => fc.constantFrom<boolean | 'no card'>(true, false, 'no card')));
  const aTrip = fc.record({
    anglerId: fc.constantFrom(...anglers),
    spotId: fc.option(fc.constantFrom('lake-tahoe', 'snake-river'), { nil: null }),
    shareLocation: fc.boolean(),
    privacy: fc.constantFrom<TripPrivacy>('public', 'mates', 'private'),
    publicPrecision: fc.constantFrom<LocationPrecision>(...PRECISIONS_FINEST_FIRST),
    matesPrecision: fc.constantFrom<LocationPrecision>(...PRECISIONS_FINEST_FIRST),
    // Hidden by moderation now and then (by a rule or by reports).
    hidden: fc.option(
      fc.record({ ruleId: fc.option(fc.constant('respect'), { nil: null }), at: fc.constant(new Date('2026-11-28T07:00:00Z')) }),
      { nil: null, freq: 3 },
    ),
  });
  const setCards = async (drawn: ReadonlyArray<boolean | 'no card'>) => {
    await database.client.query('delete from spot_anglers where id = any($1::uuid[])', [anglers]);
    for (const [i, card] of drawn.entries()) {
      if (card !== 'no card')
        await database.client.query('insert into spot_anglers (id, share_trip_locations) values ($1, $2)', [anglers[i], card]);
    }
  };
  const sharedBySql = (trips: unknown[], predicate: Query<boolean>) =>
    run(sql<{ i: number; shared: boolean }>`
      select t.i, ${predicate} as shared
      from jsonb_to_recordset(${JSON.stringify(trips)}::jsonb)
        as t(i int, angler_id uuid, spot_id text, share_location boolean, privacy text, hidden_at timestamptz,
             public_precision text, mates_precision text)`);
  const asRows = (
    trips: Array<{
      anglerId: string;
      spotId: string | null;
      shareLocation: boolean;
      privacy: TripPrivacy;
      hidden: { at: Date } | null;
      publicPrecision: LocationPrecision;
      matesPrecision: LocationPrecision;
    }>,
  ) =>
    trips.map((t, i) => ({
      i,
      angler_id: t.anglerId,
      spot_id: t.spotId,
      share_location: t.shareLocation,
      privacy: t.privacy,
      hidden_at: t.hidden?.at ?? null,
      public_precision: t.publicPrecision,
      mates_precision: t.matesPrecision,
    }));

  it('counts a trip for others exactly as shapesWhatOthersSee does, by the angler card spots holds', async () => {
    await fc.assert(
      fc.asyncProperty(cards, fc.array(aTrip, { minLength: 1, maxLength: 20 }), async (drawn, trips) => {
        await setCards(drawn);
        const rows = await sharedBySql(asRows(trips), sharedTripSql(tripFactsOf('t')));
        expect(rows).to.have.length(trips.length);
        for (const r of rows) {
          const trip = trips[r.i]!;
          const shares = drawn[anglers.indexOf(trip.anglerId)] === true;
          expect(r.shared, `${JSON.stringify(trip)} by an angler ${shares ? 'sharing' : 'not sharing'}`).to.equal(
            shapesWhatOthersSee(trip, shares),
          );
        }
      }),
      { seed: 20261128, numRuns: 60 },
    );
  });

  it('counts the trips that join or leave the heat map as the switch flips as shapesWhatOthersSee does for a sharing angler', async () => {
    await fc.assert(
      fc.asyncProperty(cards, fc.array(aTrip, { minLength: 1, maxLength: 20 }), async (drawn, trips) => {
        await setCards(drawn);
        const rows = await sharedBySql(asRows(trips), sharedWhileAnglerSharesSql(tripFactsOf('t')));
        for (const r of rows) expect(r.shared, JSON.stringify(trips[r.i])).to.equal(shapesWhatOthersSee(trips[r.i]!, true));
      }),
      { seed: 20261129, numRuns: 40 },
    );
  });

  it("cuts a trip's place for a viewer exactly as tripPrecisionFor does: its angler, a mate, anyone else, a visitor", async () => {
    const viewer = fc.record({ id: fc.option(fc.constantFrom(...anglers), { nil: null }), isMate: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(cards, viewer, fc.array(aTrip, { minLength: 1, maxLength: 20 }), async (drawn, who, trips) => {
        await setCards(drawn);
        const predicate = tripPrecisionSql(
          tripFactsOf('t'),
          { id: who.id === null ? null : sql`${who.id}::uuid`, isMate: sql`${who.isMate}::boolean` },
          anglerSharesSql(sql.ref('t.angler_id')),
        );
        const rows = await run(sql<{ i: number; precision: string }>`
          select t.i, ${predicate} as precision
          from jsonb_to_recordset(${JSON.stringify(asRows(trips))}::jsonb)
            as t(i int, angler_id uuid, share_location boolean, public_precision text, mates_precision text)`);
        expect(rows).to.have.length(trips.length);
        for (const r of rows) {
          const trip = trips[r.i]!;
          const shares = drawn[anglers.indexOf(trip.anglerId)] === true;
          expect(r.precision, `${JSON.stringify(trip)} seen by ${JSON.stringify(who)}`).to.equal(tripPrecisionFor(trip, who, shares));
        }
      }),
      { seed: 20261130, numRuns: 60 },
    );
  });
});
