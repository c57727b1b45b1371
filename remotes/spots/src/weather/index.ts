/** The weather card for the spot detail dialog (and anywhere a place's weather helps an angler decide). */
export { WeatherCard, WeatherCardLoading } from './WeatherCard.tsx';
export { useWeather } from './use-weather.ts';
