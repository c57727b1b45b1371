import type { WeatherReport as WeatherReportBody } from '@tightlines/contracts';
import type { WeatherReport } from '../../application/weather-report.ts';

const iso = (d: Date) => d.toISOString();
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The report as the contract's §3 Weather response (plus the score's explanation). */
export function toWeatherResponse(r: WeatherReport): WeatherReportBody {
  const { observation: o, score } = r;
  const c = o.current;
  const sea = o.sea.kind === 'sea' ? o.sea.state : null;
  return {
    latitude: o.latitude,
    longitude: o.longitude,
    weather: {
      temperature: c.temperatureC,
      windSpeed: c.windKmh,
      windDirection: Math.min(360, Math.max(0, c.windDirectionDeg)),
      pressure: c.pressureHpa,
      humidity: Math.min(100, Math.max(0, c.humidityPct)),
      cloudCover: Math.min(100, Math.max(0, c.cloudCoverPct)),
      visibility: c.visibilityM === null ? null : Math.max(0, c.visibilityM),
      precipitation: c.precipitationMm,
      weatherCode: Math.max(0, c.weatherCode),
      timestamp: iso(c.observedAt),
    },
    marine: {
      waveHeight: sea?.waveHeightM ?? null,
      waveDirection: sea?.waveDirectionDeg ?? null,
      waterTemperature: sea?.waterTemperatureC ?? null,
      currentSpeed: sea?.currentSpeedMs ?? null,
    },
    fishingScore: score.value,
    conditions: r.conditions,
    recommendation: r.recommendation,
    score: {
      value: score.value,
      rating: score.rating,
      baseline: score.baseline,
      factors: score.factors.map((f) => ({
        key: f.key,
        label: f.label,
        points: f.points,
        reason: f.reason,
        source: f.source,
        observedAt: iso(f.observedAt),
        ageMinutes: f.ageMinutes,
      })),
      caps: score.caps.map((cap) => ({ reason: cap.reason, max: cap.max, label: cap.label })),
      confidence: score.confidence,
    },
    solunar: {
      moonPhase: round(Math.min(1, Math.max(0, r.moonPhase)), 3),
      periods: r.solunar.map((p) => ({ kind: p.kind, event: p.event, start: iso(p.start), end: iso(p.end) })),
    },
    fetchedAt: iso(o.fetchedAt),
  };
}
