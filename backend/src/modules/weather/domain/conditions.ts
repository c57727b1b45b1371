import type { FishingScore, ScoreFactor } from './fishing-score.ts';
import type { WeatherObservation } from './observation.ts';
import { compassPoint, describeWeatherCode } from './weather-words.ts';

/** The card's two sentences, written from the same observation and factors as the score (never a second opinion). */

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const strip = (reason: string) =>
  lowerFirst(
    reason
      .replace(/\s*\(.*?\)/g, '')
      .split(':')[0]!
      .trim(),
  );

function trendWord(f: ScoreFactor | undefined): string | null {
  if (!f || f.reason.startsWith('No pressure')) return null;
  if (f.reason.includes('falling')) return 'pressure falling';
  if (f.reason.includes('rising')) return 'pressure rising';
  return 'pressure steady';
}

export function conditionsText(o: WeatherObservation, score: FishingScore): string {
  const c = o.current;
  const parts = [
    describeWeatherCode(c.weatherCode),
    `${c.temperatureC.toFixed(0)} °C`,
    c.windKmh < 1 ? 'no wind' : `wind ${compassPoint(c.windDirectionDeg)} ${c.windKmh.toFixed(0)} km/h`,
  ];
  const trend = trendWord(score.factors.find((f) => f.key === 'pressureTrend'));
  if (trend) parts.push(trend);
  if (o.sea.kind === 'sea') {
    if (o.sea.state.waveHeightM !== null) parts.push(`waves ${o.sea.state.waveHeightM.toFixed(1)} m`);
    if (o.sea.state.waterTemperatureC !== null) parts.push(`water ${o.sea.state.waterTemperatureC.toFixed(0)} °C`);
  }
  return `${parts.join(', ')}.`;
}

export function recommendationText(score: FishingScore): string {
  const stale = score.confidence === 'low' ? ' The weather data is old: check the sky before you go.' : '';
  if (score.caps.length) {
    const worst = [...score.caps].sort((a, b) => a.max - b.max)[0]!;
    return `${worst.label}. Wait for it to pass before heading out.${stale}`;
  }
  const helping = score.factors.filter((f) => f.points > 0).sort((a, b) => b.points - a.points);
  const hurting = score.factors.filter((f) => f.points < 0).sort((a, b) => a.points - b.points);
  const best = helping
    .slice(0, 2)
    .map((f) => strip(f.reason))
    .join(' and ');
  const worst = hurting
    .slice(0, 2)
    .map((f) => strip(f.reason))
    .join(' and ');
  switch (score.rating) {
    case 'excellent':
      return `Excellent time to fish${best ? `: ${best}` : ''}. Get out there.${stale}`;
    case 'good':
      return `Good time to fish${best ? `: ${best}` : ''}.${worst ? ` Only ${worst} holds it back.` : ''}${stale}`;
    case 'fair':
      return `Fair fishing${best ? `: ${best} help` : ''}${worst ? `, ${worst} hurt` : ''}. Fish structure and slow down.${stale}`;
    default:
      return `Slow fishing likely${worst ? `: ${worst}` : ''}. Try deeper water, or wait for better conditions.${stale}`;
  }
}
