import { inject } from 'inversify';
import { JobQueueToken, type JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { RecordedConditions } from '../domain/recorded-conditions.ts';
import type { CatchConditions, ConditionsFacade, FishedAt } from './conditions-facade.ts';
import { ConditionsStore } from './ports.ts';
import { RECORD_CONDITIONS, type RecordConditionsPayload } from './record-conditions.ts';

/** Enough for a slow weather service's outage of a day and more (graphile-worker's back-off is exponential, capped at e^10 s). */
const MAX_ATTEMPTS = 25;

const payloadOf = (f: FishedAt): RecordConditionsPayload => ({
  kind: f.kind,
  id: f.id,
  anglerId: f.anglerId,
  at: f.at.toISOString(),
  species: f.species,
  caught: f.caught,
  latitude: f.latitude,
  longitude: f.longitude,
});

const toCatchConditionsOnce = (c: RecordedConditions): CatchConditions => ({
  airTemperature: c.airTemperatureC,
  waterTemperature: c.waterTemperatureC,
  pressure: c.pressureHpa,
  pressureChange3h: c.pressureChange3hHpa,
  pressureTrend: c.pressureTrend,
  windSpeed: c.windKmh,
  windDirection: c.windDirectionDeg,
  cloudCover: c.cloudCoverPct,
  moonPhase: c.moonPhase,
  solunar: c.solunar,
  light: c.light,
  tide: c.tide,
});

/**
 * Conditions as a post card shows them, made once per recorded conditions: the store hands out the
 * same remembered object to every page while it keeps it, so a page of catches allocates nothing
 * here. Shared by every reader, so frozen.
 */
const shown = new WeakMap<RecordedConditions, CatchConditions>();
export const toCatchConditions = (c: RecordedConditions): CatchConditions => {
  let conditions = shown.get(c);
  if (!conditions) {
    conditions = Object.freeze(toCatchConditionsOnce(c));
    shown.set(c, conditions);
  }
  return conditions;
};

export class ConditionsFacadeService implements ConditionsFacade {
  constructor(
    @inject(JobQueueToken) private readonly jobs: JobQueue,
    @inject(ConditionsStore) private readonly store: ConditionsStore,
  ) {}

  async attach(fished: FishedAt): Promise<void> {
    await this.jobs.enqueue(
      RECORD_CONDITIONS,
      { ...payloadOf(fished) },
      { key: `conditions:${fished.kind}:${fished.id}`, maxAttempts: MAX_ATTEMPTS },
    );
  }

  async attachMissing(fished: readonly FishedAt[]): Promise<number> {
    let queued = 0;
    for (const kind of ['catch', 'trip'] as const) {
      const ofKind = fished.filter((f) => f.kind === kind);
      if (!ofKind.length) continue;
      const missing = await this.store.missing(
        kind,
        ofKind.map((f) => f.id),
      );
      for (const f of ofKind)
        if (missing.has(f.id)) {
          // keyMode preserve_run_at: a backfill run again does not push a waiting lookup back.
          await this.jobs.enqueue(
            RECORD_CONDITIONS,
            { ...payloadOf(f) },
            {
              key: `conditions:${kind}:${f.id}`,
              keyMode: 'preserve_run_at',
              maxAttempts: MAX_ATTEMPTS,
            },
          );
          queued++;
        }
    }
    return queued;
  }

  async ofMany(kind: FishedAt['kind'], ids: readonly string[]): Promise<Map<string, CatchConditions>> {
    const kept = await this.store.ofMany(kind, ids);
    return new Map([...kept].map(([id, c]) => [id, toCatchConditions(c)]));
  }

  forget(kind: FishedAt['kind'], id: string): Promise<void> {
    return this.store.forget(kind, id);
  }
}
