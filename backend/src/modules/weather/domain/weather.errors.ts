import { Unavailable } from '../../../shared/kernel/domain-errors.ts';

/** The forecast service is down, answered nonsense or took longer than allowed. */
export class WeatherUnavailable extends Unavailable {
  readonly code = 'WEATHER_UNAVAILABLE';
  constructor(why: 'timeout' | 'failed') {
    super(
      why === 'timeout'
        ? 'Weather unavailable: the weather service did not answer in time. Try again in a moment.'
        : 'Weather unavailable: the weather service is not answering right now. Try again in a moment.',
    );
  }
}
