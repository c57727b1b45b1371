import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers one call (recorded Open-Meteo responses, or a failure). */
export type StandInAnswer = { file: string; redate?: boolean } | { status: number; body?: unknown } | { delayMs: number; file: string };

/**
 * A local HTTP stand-in for Open-Meteo's forecast and marine APIs serving recorded responses
 * (open-meteo/*.json, in the format the APIs answer with `timeformat=unixtime`). Each test decides
 * the answer per API and latitude, and reads the calls it received.
 */
export class OpenMeteoStandIn {
  readonly calls: URL[] = [];
  #server = http.createServer((req, res) => this.#answer(req, res));
  #answers = new Map<string, StandInAnswer>();
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  /**
   * What `/v1/forecast` or `/v1/marine` answers for calls at this (rounded) latitude, or at any latitude
   * without an answer of its own ('*'). `redate` moves the recording's times to the current quarter hour.
   */
  answer(api: 'forecast' | 'marine', latitude: number | '*', answer: StandInAnswer): void {
    this.#answers.set(`${api}:${latitude}`, answer);
  }

  callsTo(api: 'forecast' | 'marine', latitude: number): URL[] {
    return this.calls.filter((u) => u.pathname.endsWith(api) && Number(u.searchParams.get('latitude')) === latitude);
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #answer(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', this.url);
    this.calls.push(url);
    const api = url.pathname.endsWith('marine') ? 'marine' : 'forecast';
    const answer = this.#answers.get(`${api}:${Number(url.searchParams.get('latitude'))}`) ?? this.#answers.get(`${api}:*`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (!answer) {
      send(400, { error: true, reason: 'No stand-in answer for this place' });
      return;
    }
    if ('status' in answer) {
      send(answer.status, answer.body ?? { error: true, reason: 'Internal Server Error' });
      return;
    }
    let body = fs.readFileSync(path.join(import.meta.dirname, 'open-meteo', answer.file), 'utf8');
    if ('redate' in answer && answer.redate) body = JSON.stringify(redated(JSON.parse(body)));
    if ('delayMs' in answer) {
      const timer = setTimeout(() => send(200, body), answer.delayMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    send(200, body);
  }
}

/** A recorded response with its times moved to the current quarter hour (the hourly series alike). */
function redated(body: { current: { time: number }; hourly?: { time: number[] } }) {
  const now = Math.floor(Date.now() / 900_000) * 900;
  const shift = now - body.current.time;
  body.current.time = now;
  if (body.hourly) body.hourly.time = body.hourly.time.map((t) => t + shift);
  return body;
}

const HOUR_S = 3600;

/**
 * An hourly answer around now as Open-Meteo's forecast API gives it (`timeformat=unixtime`): the
 * barometer falls 2 hPa an hour, so any catch in it has a falling 3-hour trend.
 */
export function hourlyAroundNow() {
  const now = Math.floor(Date.now() / 1000 / HOUR_S) * HOUR_S;
  const time = Array.from({ length: 48 }, (_, i) => now - 36 * HOUR_S + i * HOUR_S);
  return {
    hourly: {
      time,
      temperature_2m: time.map(() => 17.3),
      pressure_msl: time.map((t) => 1015 - ((t - time[0]!) / HOUR_S) * 0.7),
      surface_pressure: time.map(() => 990),
      wind_speed_10m: time.map(() => 11.5),
      wind_direction_10m: time.map(() => 200),
      cloud_cover: time.map(() => 80),
    },
  };
}
