import { inject } from 'inversify';
import type { JobHandler } from '../../../platform/jobs/job-queue.ts';
import { recordConditions } from '../domain/recorded-conditions.ts';
import { ConditionsStore, HourlyWeatherSource, SkyCalendar, type ConditionsOwner } from './ports.ts';

export const RECORD_CONDITIONS = 'weather.record-conditions';

/**
 * The job's payload: the owner and the exact point it was fished at. The point lives only here, in
 * the queue, while the job waits: the conditions stored from it carry no place.
 */
export interface RecordConditionsPayload {
  kind: ConditionsOwner['kind'];
  id: string;
  anglerId: string;
  at: string;
  species: string | null;
  caught: boolean;
  latitude: number;
  longitude: number;
}

/**
 * Looks up the conditions of a catch or a trip and keeps them. Queued with the catch, so the catch is
 * saved at once; when the weather service is away the lookup throws and the queue retries it with
 * back-off (graphile-worker: about e^attempt seconds, up to 25 attempts), so nothing is lost. Idempotent:
 * a second run finds them kept and stops.
 */
export class RecordConditions implements JobHandler {
  readonly task = RECORD_CONDITIONS;

  constructor(
    @inject(HourlyWeatherSource) private readonly weather: HourlyWeatherSource,
    @inject(SkyCalendar) private readonly sky: SkyCalendar,
    @inject(ConditionsStore) private readonly store: ConditionsStore,
  ) {}

  async run(payload: Record<string, unknown>): Promise<void> {
    const p = payload as unknown as RecordConditionsPayload;
    if (await this.store.has(p.kind, p.id)) return;
    const at = new Date(p.at);
    const hour = await this.weather.hourAt(p.latitude, p.longitude, at);
    const conditions = recordConditions(at, hour, this.sky.skyAt(p.latitude, p.longitude, at));
    await this.store.save({ kind: p.kind, id: p.id, anglerId: p.anglerId, at, species: p.species, caught: p.caught }, conditions);
  }
}
