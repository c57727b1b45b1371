import { useQuery } from '@tanstack/react-query';
import { api } from '@tightlines/kit';
import { WEATHER_REFRESH_MS, WEATHER_STALE_MS, weatherRoutes } from '@tightlines/contracts';

/** Places a tenth of a degree apart share one report on the server; they share one cache entry here too. */
const tenth = (n: number) => Math.round(n * 10) / 10;

/**
 * The weather at a place (§4, §9): fetched again every 5 minutes while shown, stale after 4. A 503
 * (weather service down or slow) is not retried by itself: the card says so and offers Retry.
 */
export function useWeather(latitude: number, longitude: number) {
  const at = { latitude: tenth(latitude), longitude: tenth(longitude) };
  return useQuery({
    queryKey: ['weather', at.latitude, at.longitude],
    queryFn: ({ signal }) => api.call(weatherRoutes.weather, { params: at, signal }),
    staleTime: WEATHER_STALE_MS,
    refetchInterval: WEATHER_REFRESH_MS,
    retry: false,
  });
}
