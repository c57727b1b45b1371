export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A location toast (spec part 1 §8): title and description. */
export interface LocationProblem {
  title: string;
  description?: string;
}

export const GEOLOCATION_UNSUPPORTED: LocationProblem = { title: 'Geolocation not supported' };

/** What to tell the angler when the browser could not give their position (spec part 1 §8). */
export function geolocationProblem(error: { code?: number } | null | undefined): LocationProblem {
  // GeolocationPositionError.PERMISSION_DENIED is 1 in every browser.
  if (error?.code === 1) return { title: 'Location access denied', description: 'Please enable location access or search manually' };
  return { title: 'Location error', description: 'Could not get your location' };
}

/**
 * The browser's position, or a LocationProblem. The add-spot dialog asks with high accuracy and a
 * 10 s time-out (spec part 2 §4, §9); pass those options.
 */
export function browserPosition(
  options: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Coordinates> {
  if (!geolocation) return Promise.reject(GEOLOCATION_UNSUPPORTED);
  return new Promise((resolve, reject) =>
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(geolocationProblem(error)),
      options,
    ),
  );
}
