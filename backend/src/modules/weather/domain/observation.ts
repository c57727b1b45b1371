/** The weather at one place as the upstream observed it: what the fishing score reads. */
export interface CurrentConditions {
  temperatureC: number;
  windKmh: number;
  /** Where the wind comes from, degrees. */
  windDirectionDeg: number;
  pressureHpa: number;
  humidityPct: number;
  cloudCoverPct: number;
  visibilityM: number | null;
  /** Over the last hour. */
  precipitationMm: number;
  /** WMO weather interpretation code. */
  weatherCode: number;
  observedAt: Date;
}

export interface SeaState {
  waveHeightM: number | null;
  waveDirectionDeg: number | null;
  waterTemperatureC: number | null;
  currentSpeedMs: number | null;
  observedAt: Date;
}

/** The sea here: measured, none (inland), or not known this time (the marine service failed). */
export type Sea = { kind: 'sea'; state: SeaState } | { kind: 'inland' } | { kind: 'unavailable' };

export interface WeatherObservation {
  latitude: number;
  longitude: number;
  current: CurrentConditions;
  /** Mean sea-level pressure three hours before the observation, when the upstream had it. */
  pressure3hAgoHpa: number | null;
  sea: Sea;
  fetchedAt: Date;
}
