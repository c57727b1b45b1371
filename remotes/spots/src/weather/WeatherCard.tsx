import { useId, useState, type ComponentType } from 'react';
import { Cloud, CloudFog, CloudLightning, CloudOff, CloudRain, CloudSnow, Moon, RefreshCw, Sun, Waves, Wind, X } from 'lucide-react';
import { Button, Skeleton, cn } from '@tightlines/kit';
import { WEATHER_MESSAGES, WEATHER_STALE_MS, type WeatherReport } from '@tightlines/contracts';
import { useWeather } from './use-weather.ts';
import {
  RATING_CLASS,
  RATING_LABEL,
  SOURCE_LABEL,
  ageText,
  compass16,
  hasSea,
  pointsText,
  visibilityKm,
  weatherIcon,
  type WeatherIcon,
} from './weather-display.ts';

const ICONS: Record<WeatherIcon, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  clear: Sun,
  cloudy: Cloud,
  fog: CloudFog,
  rain: CloudRain,
  snow: CloudSnow,
  storm: CloudLightning,
};
const ICON_NAME: Record<WeatherIcon, string> = { clear: 'Clear', cloudy: 'Cloudy', fog: 'Fog', rain: 'Rain', snow: 'Snow', storm: 'Storm' };

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
const round = (n: number, digits = 0) => n.toFixed(digits);

/** The card's shape while its weather loads (or before the card itself is drawn). */
export function WeatherCardLoading({ className }: { className?: string }) {
  return (
    <section aria-label="Weather" aria-busy="true" className={cn('rounded-2xl border border-border bg-card p-4', className)}>
      <Skeleton className="h-12 w-full" />
    </section>
  );
}

/**
 * The weather card (spec part 2 §2, §4, §8, §9) for a latitude and longitude: collapsed it shows the
 * temperature, the condition badge, the wind and the fishing score; a click opens the details (closed
 * by ×) — every reading, the sea where there is one, and each factor of the score with its points, its
 * source and the age of its data. It refreshes every 5 minutes; when the weather service is down it
 * says 'Weather unavailable' and offers Retry.
 */
export function WeatherCard({ latitude, longitude, className }: { latitude: number; longitude: number; className?: string }) {
  const weather = useWeather(latitude, longitude);
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  if (weather.isPending) return <WeatherCardLoading className={className} />;
  if (weather.isError) {
    return (
      <section aria-label="Weather" className={cn('flex items-center gap-3 rounded-2xl border border-border bg-card p-4', className)}>
        <CloudOff aria-hidden className="size-6 shrink-0 text-muted-foreground" />
        <p className="flex-1 font-medium">{WEATHER_MESSAGES.unavailable}</p>
        <Button variant="outline" onClick={() => void weather.refetch()} disabled={weather.isFetching}>
          <RefreshCw aria-hidden className={cn(weather.isFetching && 'animate-spin')} />
          {WEATHER_MESSAGES.retry}
        </Button>
      </section>
    );
  }

  const report = weather.data;
  const stale = Date.now() - weather.dataUpdatedAt > WEATHER_STALE_MS;
  const icon = weatherIcon(report.weather.weatherCode);
  const Icon = ICONS[icon];
  return (
    <section aria-label="Weather" className={cn('rounded-2xl border border-border bg-card text-card-foreground', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(true)}
        className="flex min-h-16 w-full flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl p-4 text-left hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="flex items-center gap-2">
          <Icon aria-hidden className="size-8 shrink-0 text-primary" />
          <span className="sr-only">{ICON_NAME[icon]}</span>
          <span className="text-2xl font-bold tabular-nums" data-testid="weather-temperature">
            {round(report.weather.temperature)}°C
          </span>
        </span>
        <span
          data-testid="weather-condition"
          className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', RATING_CLASS[report.score.rating])}
        >
          {RATING_LABEL[report.score.rating]}
        </span>
        <span className="flex items-center gap-1 text-sm text-muted-foreground" data-testid="weather-wind">
          <Wind aria-hidden className="size-4" />
          {compass16(report.weather.windDirection)} {round(report.weather.windSpeed)} km/h
        </span>
        <span className="ml-auto text-sm" data-testid="weather-score">
          <span className="text-lg font-bold tabular-nums">{report.fishingScore}</span>
          <span className="text-muted-foreground">/100</span>
          <span className="sr-only"> fishing score</span>
        </span>
      </button>
      {(stale || weather.isFetching) && !open && (
        <p className="px-4 pb-3 text-xs text-muted-foreground" role="status">
          {weather.isFetching ? 'Updating…' : `Updated ${ageText(Math.floor((Date.now() - weather.dataUpdatedAt) / 60_000))}`}
        </p>
      )}
      {open && <WeatherDetails id={detailsId} report={report} onClose={() => setOpen(false)} />}
    </section>
  );
}

function WeatherDetails({ id, report, onClose }: { id: string; report: WeatherReport; onClose: () => void }) {
  const w = report.weather;
  const m = report.marine;
  const readings: Array<[string, string]> = [
    ['Wind', `${compass16(w.windDirection)} ${round(w.windSpeed)} km/h`],
    ['Pressure', `${round(w.pressure)} hPa`],
    ['Humidity', `${round(w.humidity)} %`],
    ['Cloud', `${round(w.cloudCover)} %`],
    ['Visibility', visibilityKm(w.visibility)],
    ['Rain', `${round(w.precipitation, 1)} mm`],
  ];
  const sea: Array<[string, string]> = hasSea(report)
    ? [
        [
          'Waves',
          m.waveHeight === null
            ? '—'
            : `${round(m.waveHeight, 1)} m${m.waveDirection === null ? '' : ` from ${compass16(m.waveDirection)}`}`,
        ],
        ['Water', m.waterTemperature === null ? '—' : `${round(m.waterTemperature, 1)} °C`],
        ['Current', m.currentSpeed === null ? '—' : `${round(m.currentSpeed, 1)} m/s`],
      ]
    : [];
  const upcoming = report.solunar.periods.filter((p) => Date.parse(p.end) >= Date.now()).slice(0, 4);

  return (
    <div id={id} className="relative grid gap-4 border-t border-border p-4" data-testid="weather-details">
      <Button variant="ghost" size="icon" className="absolute top-2 right-2" aria-label="Close weather details" onClick={onClose}>
        <X aria-hidden />
      </Button>
      <div className="grid gap-1 pr-10">
        <p className="font-medium">{report.conditions}</p>
        <p className="text-sm text-muted-foreground">{report.recommendation}</p>
        {report.score.confidence === 'low' && (
          <p className="text-sm font-medium text-amber-700 dark:text-amber-400">Low confidence: the weather data is old.</p>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {readings.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      {sea.length > 0 && (
        <div className="grid gap-2">
          <h3 className="flex items-center gap-1 text-sm font-semibold">
            <Waves aria-hidden className="size-4 text-primary" /> Sea
          </h3>
          <dl className="grid grid-cols-3 gap-x-4 text-sm">
            {sea.map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}

      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">
          Fishing score {report.fishingScore}/100{' '}
          <span className="font-normal text-muted-foreground">(baseline {report.score.baseline})</span>
        </h3>
        {report.score.caps.map((cap) => (
          <p key={cap.reason} className="rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
            {cap.label} (at most {cap.max})
          </p>
        ))}
        <ul className="grid gap-1" aria-label="Score factors">
          {report.score.factors.map((f) => (
            <li key={f.key} data-testid="score-factor" className="grid grid-cols-[3rem_1fr] gap-2 text-sm">
              <span
                className={cn(
                  'text-right font-bold tabular-nums',
                  f.points > 0
                    ? 'text-emerald-700 dark:text-emerald-400'
                    : f.points < 0
                      ? 'text-red-700 dark:text-red-400'
                      : 'text-muted-foreground',
                )}
              >
                {pointsText(f.points)}
              </span>
              <span className="min-w-0">
                <span className="font-medium">{f.label}</span> — {f.reason}
                <span className="block text-xs text-muted-foreground">
                  {SOURCE_LABEL[f.source]} · {ageText(f.ageMinutes)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      {upcoming.length > 0 && (
        <div className="grid gap-1 text-sm">
          <h3 className="flex items-center gap-1 font-semibold">
            <Moon aria-hidden className="size-4 text-primary" /> Solunar periods
          </h3>
          <ul className="grid gap-0.5">
            {upcoming.map((p) => (
              <li key={`${p.event}-${p.start}`}>
                <span className="font-medium capitalize">{p.kind}</span> (
                {p.event === 'overhead' ? 'moon overhead' : p.event === 'underfoot' ? 'moon underfoot' : p.event}){' '}
                <span className="tabular-nums text-muted-foreground">
                  {time(p.start)}–{time(p.end)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-xs text-muted-foreground">Weather data by Open-Meteo.com (CC BY 4.0), observed {time(w.timestamp)}.</p>
    </div>
  );
}
