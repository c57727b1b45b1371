/** Sun and moon at a place around a moment: what time of day and the solunar periods are made of. */
export type MoonEventKind = 'overhead' | 'underfoot' | 'moonrise' | 'moonset';

export interface MoonEvent {
  kind: MoonEventKind;
  at: Date;
}

export interface SkyDay {
  /** The sun's height above the horizon at the moment, degrees (negative: below). */
  sunAltitudeDeg: number;
  /** The sunrise, sunset and solar noon nearest the moment; sunrise and sunset null in polar day or night. */
  sunrise: Date | null;
  sunset: Date | null;
  solarNoon: Date;
  /** Moon transits (overhead), anti-transits (underfoot), rises and sets around the moment, in time order. */
  moonEvents: MoonEvent[];
  /** 0 new … 0.5 full … 1. */
  moonPhase: number;
}
