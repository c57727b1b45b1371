import { withDomEvents } from '../../../kit/test/dom.ts';
import { expect } from 'chai';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { WeatherReport } from '@tightlines/contracts';
import type { ApiServer } from '../../../kit/test/api-server.ts';
import { renderWithKit, serveAnswers, type Answer } from '../../../kit/test/render.tsx';
import { WeatherCard } from './WeatherCard.tsx';

const now = Date.now();
const iso = (minutesFromNow: number) => new Date(now + minutesFromNow * 60_000).toISOString();

const aReport = (patch: Partial<WeatherReport> = {}): WeatherReport => ({
  latitude: -33.9,
  longitude: 151.2,
  weather: {
    temperature: 21.6,
    windSpeed: 12.2,
    windDirection: 225,
    pressure: 1012.3,
    humidity: 78,
    cloudCover: 55,
    visibility: 24_140,
    precipitation: 0,
    weatherCode: 2,
    timestamp: iso(-10),
  },
  marine: { waveHeight: 1.2, waveDirection: 160, waterTemperature: 19.4, currentSpeed: 0.5 },
  fishingScore: 72,
  conditions: 'Partly cloudy, 22 °C, wind SW 12 km/h, pressure falling, waves 1.2 m, water 19 °C.',
  recommendation: 'Good time to fish: pressure falling and light breeze.',
  score: {
    value: 72,
    rating: 'good',
    baseline: 50,
    factors: [
      {
        key: 'pressureTrend',
        label: 'Pressure trend',
        points: 10,
        reason: 'Pressure falling (−1.8 hPa in 3 h): fish feed before a front',
        source: 'forecast',
        observedAt: iso(-10),
        ageMinutes: 10,
      },
      {
        key: 'wind',
        label: 'Wind',
        points: 8,
        reason: 'Light breeze (12 km/h) ripples the surface',
        source: 'forecast',
        observedAt: iso(-10),
        ageMinutes: 10,
      },
      {
        key: 'timeOfDay',
        label: 'Time of day',
        points: -4,
        reason: 'Midday: bright sun, fish hold deep',
        source: 'astronomy',
        observedAt: iso(0),
        ageMinutes: 0,
      },
      {
        key: 'waterTemperature',
        label: 'Water temperature',
        points: 5,
        reason: 'Comfortable water (19.4 °C)',
        source: 'marine',
        observedAt: iso(-70),
        ageMinutes: 70,
      },
    ],
    caps: [],
    confidence: 'normal',
  },
  solunar: { moonPhase: 0.3, periods: [{ kind: 'major', event: 'overhead', start: iso(30), end: iso(150) }] },
  fetchedAt: iso(-1),
  ...patch,
});

describe('spots: the weather card', () => {
  withDomEvents();
  let server: ApiServer;
  let answer: Answer;
  beforeEach(async () => {
    answer = { status: 200, json: aReport() };
    server = await serveAnswers({ 'GET /api/weather/-33.9/151.2': () => answer });
  });
  afterEach(async () => {
    cleanup();
    await server.close();
  });

  it('shows temperature, condition badge, wind on a 16-point compass and the score when collapsed', async () => {
    renderWithKit(<WeatherCard latitude={-33.87} longitude={151.21} />);
    expect((await screen.findByTestId('weather-temperature')).textContent).to.equal('22°C');
    expect(screen.getByTestId('weather-condition').textContent).to.equal('Good');
    expect(screen.getByTestId('weather-wind').textContent).to.equal('SW 12 km/h');
    expect(screen.getByTestId('weather-score').textContent).to.equal('72/100 fishing score');
    expect(screen.getByText('Cloudy'), 'the icon is named for screen readers').to.exist;
    expect(screen.queryByTestId('weather-details')).to.equal(null);
    expect(server.requests[0]!.url, 'nearby places share a rounded request').to.equal('/api/weather/-33.9/151.2');
  });

  it('opens on a click with every reading and each factor (points, source, age), and closes with ×', async () => {
    renderWithKit(<WeatherCard latitude={-33.87} longitude={151.21} />);
    const toggle = await screen.findByRole('button', { expanded: false });
    fireEvent.click(toggle);
    const details = screen.getByTestId('weather-details');
    expect(within(details).getByText('24 km'), 'visibility in km').to.exist;
    expect(within(details).getByText('1.2 m from SSE')).to.exist;
    expect(within(details).getByText('19.4 °C')).to.exist;
    expect(within(details).getByText(/Good time to fish/)).to.exist;
    const factors = within(details)
      .getAllByTestId('score-factor')
      .map((li) => li.textContent);
    expect(factors[0]).to.equal(
      '+10Pressure trend — Pressure falling (−1.8 hPa in 3 h): fish feed before a frontOpen-Meteo forecast · 10 min ago',
    );
    expect(factors[2]).to.include('−4').and.include('Sun and moon · just now');
    expect(factors[3]).to.include('Open-Meteo marine · 1 h ago');
    expect(within(details).getByText(/moon overhead/)).to.exist;
    fireEvent.click(within(details).getByRole('button', { name: 'Close weather details' }));
    expect(screen.queryByTestId('weather-details')).to.equal(null);
  });

  it('hides the sea inland and shows caps and low confidence', async () => {
    answer = {
      status: 200,
      json: aReport({
        marine: { waveHeight: null, waveDirection: null, waterTemperature: null, currentSpeed: null },
        fishingScore: 10,
        score: {
          ...aReport().score,
          value: 10,
          rating: 'very poor',
          caps: [{ reason: 'thunderstorm', max: 10, label: 'Thunderstorm: stay off the water' }],
          confidence: 'low',
        },
        weather: { ...aReport().weather, weatherCode: 95 },
      }),
    };
    renderWithKit(<WeatherCard latitude={-33.87} longitude={151.21} />);
    expect((await screen.findByTestId('weather-condition')).textContent).to.equal('Very Poor');
    expect(screen.getByText('Storm')).to.exist;
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    expect(screen.queryByText('Sea')).to.equal(null);
    expect(screen.getByText('Thunderstorm: stay off the water (at most 10)')).to.exist;
    expect(screen.getByText('Low confidence: the weather data is old.')).to.exist;
  });

  it("says 'Weather unavailable' on a 503 and Retry asks again", async () => {
    answer = {
      status: 503,
      json: {
        message: 'Weather unavailable: the weather service is not answering right now. Try again in a moment.',
        code: 'WEATHER_UNAVAILABLE',
      },
    };
    renderWithKit(<WeatherCard latitude={-33.87} longitude={151.21} />);
    expect(await screen.findByText('Weather unavailable')).to.exist;
    answer = { status: 200, json: aReport() };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('weather-temperature')).textContent).to.equal('22°C');
    expect(server.requests.filter((r) => r.url.startsWith('/api/weather'))).to.have.length(2);
  });
});
