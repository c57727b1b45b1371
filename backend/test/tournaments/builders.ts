import { expect } from 'chai';
import sharp from 'sharp';
import type { CreateTournament, SubmitEntry, Tournament, TournamentEntry } from '@tightlines/contracts';
import type { Angler } from '../support/builders/anglers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * The suites' clocks start at `before`: midnight UTC at least two days after now, when the anglers sign
 * up (by the system's time), so they organize and enter as anglers past their first day.
 */
const BEFORE = Math.floor(Date.now() / DAY) * DAY + 3 * DAY;

/** The event every test runs unless it says otherwise: day 9 after `before`, 06:00–18:00 UTC, registration until the day before. */
export const EVENT = {
  before: new Date(BEFORE),
  deadline: new Date(BEFORE + 8 * DAY),
  start: new Date(BEFORE + 9 * DAY + 6 * HOUR),
  during: new Date(BEFORE + 9 * DAY + 9 * HOUR),
  end: new Date(BEFORE + 9 * DAY + 18 * HOUR),
  after: new Date(BEFORE + 10 * DAY),
} as const;

/** `ms` after `date`, as an ISO string. */
export const isoAfter = (date: Date, ms: number): string => new Date(date.getTime() + ms).toISOString();
/** A photo's capture time as EXIF writes it ('2026:06:10 08:45:00'): the wall clock, no zone. */
export const exifTime = (wallClock: Date): string => wallClock.toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', ':');
/** A time as the flags' reasons write it ('2026-06-10 06:00'). */
export const reasonTime = (date: Date): string => date.toISOString().slice(0, 16).replace('T', ' ');
export { HOUR, DAY };

export function aTournament(overrides: Partial<CreateTournament> = {}): CreateTournament {
  return {
    title: 'Lake Tahoe Open',
    description: 'A day on the lake',
    startDate: EVENT.start.toISOString(),
    endDate: EVENT.end.toISOString(),
    registrationDeadline: EVENT.deadline.toISOString(),
    scoringType: 'weight',
    locationName: 'Lake Tahoe, CA',
    ...overrides,
  };
}

export async function organizes(organizer: Angler, overrides: Partial<CreateTournament> = {}): Promise<Tournament> {
  const res = await organizer.send<Tournament>('POST', '/api/tournaments', aTournament(overrides));
  expect(res.status, res.text).to.equal(201);
  return res.json;
}

export async function joins(angler: Angler, tournament: { id: string }, teamName?: string): Promise<void> {
  const res = await angler.send('POST', `/api/tournaments/${tournament.id}/join`, teamName ? { teamName } : {});
  expect(res.status, res.text).to.equal(201);
}

export function aCatch(overrides: Partial<SubmitEntry> = {}): SubmitEntry {
  return { species: 'largemouth-bass', weight: 2.5, length: 45.5, method: 'Spinning', locationName: 'North shore', ...overrides };
}

export async function enters(angler: Angler, tournament: { id: string }, overrides: Partial<SubmitEntry> = {}): Promise<TournamentEntry> {
  const res = await angler.send<TournamentEntry>('POST', `/api/tournaments/${tournament.id}/entries`, aCatch(overrides));
  expect(res.status, res.text).to.equal(201);
  return res.json;
}

export async function verifies(organizer: Angler, tournament: { id: string }, entry: { id: string }): Promise<TournamentEntry> {
  const res = await organizer.send<TournamentEntry>('POST', `/api/tournaments/${tournament.id}/entries/${entry.id}/verify`);
  expect(res.status, res.text).to.equal(200);
  return res.json;
}

/** A catch photo as a data URL: a picture of its own (seed), with a camera capture time when given. */
export async function aPhoto(seed: number, taken?: { at: string; offset?: string }): Promise<string> {
  const angle = (seed * 137) % 360;
  const [x2, y2] = [0.5 + 0.5 * Math.cos((angle * Math.PI) / 180), 0.5 + 0.5 * Math.sin((angle * Math.PI) / 180)];
  const blobs = Array.from({ length: 4 }, (_, i) => {
    const k = seed * 7 + i * 13;
    return `<ellipse cx="${(k * 61) % 480}" cy="${(k * 37) % 360}" rx="${30 + ((k * 11) % 60)}" ry="${20 + ((k * 17) % 40)}" fill="rgb(${(k * 29) % 255},${(k * 53) % 255},${(k * 97) % 255})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <defs><linearGradient id="g" x1="${1 - x2}" y1="${1 - y2}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="rgb(${(seed * 53) % 200},90,140)"/><stop offset="1" stop-color="#e8f4f0"/></linearGradient></defs>
    <rect width="480" height="360" fill="url(#g)"/>${blobs}</svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  if (taken)
    image = image.withExif({ IFD2: { DateTimeOriginal: taken.at, ...(taken.offset ? { OffsetTimeOriginal: taken.offset } : {}) } });
  return `data:image/jpeg;base64,${(await image.toBuffer()).toString('base64')}`;
}
