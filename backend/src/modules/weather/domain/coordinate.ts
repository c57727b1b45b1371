/**
 * Requests for nearby places share one upstream call: coordinates are rounded to a tenth of a degree
 * (about 11 km north–south), finer than the forecast models' grids over most of the world.
 */
export const COORDINATE_STEP_DEGREES = 0.1;

const STEPS_PER_DEGREE = Math.round(1 / COORDINATE_STEP_DEGREES);
const roundTo = (value: number) => Math.round(value * STEPS_PER_DEGREE) / STEPS_PER_DEGREE;

export function roundedCoordinate(latitude: number, longitude: number): { latitude: number; longitude: number } {
  const lat = Math.min(90, Math.max(-90, roundTo(latitude)));
  // 180 and -180 are one meridian.
  let lng = roundTo(longitude);
  if (lng <= -180) lng += 360;
  if (lng > 180) lng -= 360;
  return { latitude: lat + 0, longitude: lng + 0 };
}

export const coordinateKey = (c: { latitude: number; longitude: number }) => `${c.latitude.toFixed(1)},${c.longitude.toFixed(1)}`;
