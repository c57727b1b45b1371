import type { FishingRating, WeatherReport } from '@tightlines/contracts';

/**
 * How the weather card shows a report (spec part 2 §2, §4, §9), pure: icon by WMO code band, 16-point
 * compass, visibility in km, the condition badge's colour, how old a reading is.
 */
export type WeatherIcon = 'clear' | 'cloudy' | 'fog' | 'rain' | 'snow' | 'storm';

/**
 * §9's bands: 0–1 clear, 2–3 cloudy, 51–67 rain, 71–86 snow, 95 and above storm. Inside 71–86, WMO's
 * 80–82 are rain showers (only 71–77 and 85–86 are snow), so those draw rain; fog (45, 48) has its own.
 */
export function weatherIcon(code: number): WeatherIcon {
  if (code >= 95) return 'storm';
  if (code >= 80 && code <= 82) return 'rain';
  if (code >= 71 && code <= 86) return 'snow';
  if (code >= 51 && code <= 67) return 'rain';
  if (code === 45 || code === 48) return 'fog';
  if (code <= 1) return 'clear';
  return 'cloudy';
}

const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;

/** §9: wind direction on a 16-point compass (each point 22.5° wide, N centred on 0°). */
export function compass16(degrees: number): (typeof COMPASS)[number] {
  return COMPASS[Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16]!;
}

/** §9: visibility in km — one decimal under 10 km, whole km above. */
export function visibilityKm(metres: number | null): string {
  if (metres === null) return '—';
  const km = metres / 1000;
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}

export const RATING_LABEL: Record<FishingRating, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
  'very poor': 'Very Poor',
};

/** §4: the condition badge's colour per rating, from green (excellent) to red (very poor). */
export const RATING_CLASS: Record<FishingRating, string> = {
  excellent: 'bg-emerald-600 text-white',
  good: 'bg-teal-600 text-white',
  fair: 'bg-amber-400 text-amber-950',
  poor: 'bg-orange-500 text-white',
  'very poor': 'bg-red-600 text-white',
};

/** 'just now', '12 min ago', '3 h ago'. */
export function ageText(minutes: number): string {
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}

/** A factor's points with their sign: '+8', '−4', '0'. */
export const pointsText = (points: number) => (points > 0 ? `+${points}` : points < 0 ? `−${Math.abs(points)}` : '0');

export const SOURCE_LABEL: Record<WeatherReport['score']['factors'][number]['source'], string> = {
  forecast: 'Open-Meteo forecast',
  marine: 'Open-Meteo marine',
  astronomy: 'Sun and moon',
  clock: 'Clock',
};

export const hasSea = (r: WeatherReport) => Object.values(r.marine).some((v) => v !== null);
