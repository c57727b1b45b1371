import { dayPartAt } from './score-factors.ts';
import type { SkyDay } from './sky.ts';

/** Where a moment falls against sunrise and sunset: the four anglers count their catches by. */
export type Light = 'dawn' | 'day' | 'dusk' | 'night';

/** Within an hour of sunrise or sunset (the score's own rule), else day while the sun is up, else night. */
export function lightAt(at: Date, sky: Pick<SkyDay, 'sunAltitudeDeg' | 'sunrise' | 'sunset' | 'solarNoon'>): Light {
  const part = dayPartAt(at, sky);
  return part === 'midday' ? 'day' : part;
}
