import { Unavailable } from '../../../shared/kernel/domain-errors.ts';

const MESSAGES = {
  timeout: 'Weather unavailable: the weather service did not answer in time. Try again in a moment.',
  failed: 'Weather unavailable: the weather service is not answering right now. Try again in a moment.',
  busy: 'Weather unavailable: too many new places were asked about this minute. Try again in a minute.',
} as const;

/** The forecast service is down, answered nonsense or took longer than allowed (or this minute's budget of new places is spent). */
export class WeatherUnavailable extends Unavailable {
  readonly code = 'WEATHER_UNAVAILABLE';
  constructor(why: 'timeout' | 'failed' | 'busy') {
    super(MESSAGES[why]);
  }
}
