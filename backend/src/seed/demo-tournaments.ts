import type { SpeciesSlug } from '@tightlines/contracts';
import { centimetresOf, kilogramsOf } from '../modules/tournaments/domain/typed-size.ts';
import { NEW_ANGLER_LOCATION_DEFAULTS } from '@tightlines/contracts';
import { MediaStoreToken, type MediaStore } from '../platform/media/media-store.ts';
import { newId } from '../shared/kernel/ids.ts';
import { AnglersFacade } from '../modules/identity/index.ts';
import { Tournament } from '../modules/tournaments/domain/tournament.ts';
import { pointsOf } from '../modules/tournaments/domain/points.ts';
import type { ScoringType } from '../modules/tournaments/domain/scoring.ts';
import { newIdentifierCode } from '../modules/tournaments/application/create-tournament.ts';
import { StandingsKeeper } from '../modules/tournaments/application/standings-keeper.ts';
import { EntryRepository, ParticipantRepository, PrizeRepository, TournamentRepository } from '../modules/tournaments/application/ports.ts';
import { SIZES } from './demo-spots.ts';
import { catchPng } from './demo-pictures.ts';
import type { DemoContribution, SeededAngler } from './seed-demo-data.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface DemoEvent {
  title: string;
  description: string;
  rules: string;
  spot: string;
  /** Start and end, in hours from now. */
  startsIn: number;
  hours: number;
  scoringType: ScoringType;
  bestN: number | null;
  maxParticipants: number | null;
  entryFee: number | null;
  prizePool: number | null;
  anglers: number;
  prizes: Array<[string, number | null, string | null]>;
  /** Share of entries the organizer has verified so far. */
  verified: number;
}

const EVENTS: DemoEvent[] = [
  {
    title: 'Lake Tahoe Summer Trout Open',
    description: 'Two days on the clearest water in the Sierra. Heaviest single trout takes the trophy.',
    rules: 'Catch and release. Every photo shows the fish on the measuring board with the event code. Eye and mouth visible.',
    spot: 'lake-tahoe',
    startsIn: 9 * 24,
    hours: 34,
    scoringType: 'weight',
    bestN: null,
    maxParticipants: 60,
    entryFee: 40,
    prizePool: 1500,
    anglers: 9,
    prizes: [
      ['Custom fly rod', 650, 'Hand-built 9 ft 5 wt'],
      ['Guided day on the lake', 450, null],
      ['Tackle box bundle', 150, null],
    ],
    verified: 0,
  },
  {
    title: 'Weekend Bass Bag Challenge',
    description: 'Best three bass by weight. Culling allowed: your smallest fish drops out when a bigger one comes in.',
    rules: 'Best 3 fish count. Photos on the board with the event code; release every fish.',
    spot: 'lake-okeechobee',
    startsIn: -5,
    hours: 48,
    scoringType: 'weight',
    bestN: 3,
    maxParticipants: 40,
    entryFee: 25,
    prizePool: 800,
    anglers: 10,
    prizes: [
      ['Baitcasting combo', 350, null],
      ['Sonar unit', 250, null],
      ['Lure assortment', 80, null],
    ],
    verified: 0.7,
  },
  {
    title: 'Great Lakes Walleye Classic',
    description: 'The spring walleye run, scored by our points system: every fish counts, big ones count more.',
    rules: 'Points: 10 a fish, 1 a whole centimetre, 5 a whole kilogram. Photos with the event code.',
    spot: 'lake-erie-western-basin',
    startsIn: -12 * 24,
    hours: 30,
    scoringType: 'points',
    bestN: null,
    maxParticipants: null,
    entryFee: null,
    prizePool: 1000,
    anglers: 12,
    prizes: [
      ['Trolling motor', 600, null],
      ['Electronics gift card', 250, null],
      ['Club jacket', 90, null],
    ],
    verified: 1,
  },
];

/** The demo spot when it exists, else any spot the demo has. */
function placeOf(spots: Parameters<DemoContribution>[0]['spots'], id: string) {
  return spots.get(id) ?? [...spots.values()][0]!;
}

/**
 * Tournaments for the demo: one upcoming, one running and one completed, with participants, verified
 * and pending entries with photos, standings and prizes. Demo events lie partly in the past, which no
 * use case accepts (their clock says registration closed), so this writes through tournaments' own
 * repositories and domain rules — Tournament.create, pointsOf, the StandingsKeeper — in the seed's
 * one transaction.
 */
export const seedTournaments: DemoContribution = async ({ container, random, now, anglers, spots, mark }) => {
  const tournaments = container.get<TournamentRepository>(TournamentRepository);
  const participants = container.get<ParticipantRepository>(ParticipantRepository);
  const entries = container.get<EntryRepository>(EntryRepository);
  const prizes = container.get<PrizeRepository>(PrizeRepository);
  const standings = container.get(StandingsKeeper);
  const media = container.get<MediaStore>(MediaStoreToken);
  const cards = await container.get<AnglersFacade>(AnglersFacade).cardsOf(anglers.map((a) => a.id));
  const photos = new Map<string, { url: string; thumbnailUrl: string }>();
  const photoOf = async (species: SpeciesSlug) => {
    if (!photos.has(species)) photos.set(species, await media.storeImage(await catchPng(species, photos.size + 40)));
    return photos.get(species)!;
  };
  const nameOf = (a: SeededAngler) => `${a.firstName} ${a.lastName}`;
  const ids: string[] = [];

  for (const [index, event] of EVENTS.entries()) {
    const spot = placeOf(spots, event.spot);
    const organizer = anglers[(index * 7) % anglers.length]!;
    const start = new Date(Math.round((now.getTime() + event.startsIn * HOUR) / HOUR) * HOUR);
    const end = new Date(start.getTime() + event.hours * HOUR);
    const tournament = Tournament.create({
      id: newId(),
      title: event.title,
      description: event.description,
      rules: event.rules,
      startDate: start,
      endDate: end,
      registrationDeadline: new Date(start.getTime() - DAY),
      maxParticipants: event.maxParticipants,
      entryFee: event.entryFee,
      prizePool: event.prizePool,
      scoringType: event.scoringType,
      bestN: event.bestN,
      locationName: spot.location,
      isPublic: true,
      organizerId: organizer.id,
      organizerName: nameOf(organizer),
      identifierCode: newIdentifierCode(),
      createdAt: new Date(start.getTime() - 20 * DAY),
    });
    await tournaments.add(tournament);
    ids.push(tournament.id);
    for (const [position, [title, value, description]] of event.prizes.entries()) {
      await prizes.add({
        id: newId(),
        tournamentId: tournament.id,
        position: position + 1,
        title,
        value,
        description,
        createdAt: tournament.toProps().createdAt,
      });
    }

    const field = anglers.filter((a) => a !== organizer).slice(index * 3, index * 3 + event.anglers);
    for (const [n, angler] of field.entries()) {
      await participants.join({
        id: newId(),
        tournamentId: tournament.id,
        anglerId: angler.id,
        participantName: nameOf(angler),
        profileImageUrl: cards.get(angler.id)?.profileImageUrl ?? null,
        teamName: n % 4 === 0 ? random.pick(['Reel Deal', 'Hook Line & Sinker', 'Bent Rods', 'Early Risers']) : null,
        joinedAt: new Date(start.getTime() - (10 - (n % 9)) * DAY),
      });
    }
    if (event.startsIn > 0) continue;

    const fishedUntil = Math.min(end.getTime(), now.getTime());
    for (const angler of field) {
      for (let k = random.int(1, 4); k > 0; k--) {
        const species = random.pick(spot.species) as SpeciesSlug;
        const [min, max] = SIZES[species] ?? [1, 5];
        const lbs = Math.round((min + (max - min) * random.next() ** 1.4) * 100) / 100;
        const weightTyped = { value: lbs, unit: 'lbs' as const };
        const lengthTyped = { value: Math.round(12 * Math.cbrt(lbs) * 10) / 10, unit: 'in' as const };
        const weightKg = kilogramsOf(weightTyped);
        const lengthCm = centimetresOf(lengthTyped);
        const caughtAt = new Date(start.getTime() + random.next() * (fishedUntil - start.getTime()) * 0.95);
        const photo = await photoOf(species);
        const verified = random.next() < event.verified;
        const entryId = newId();
        await entries.add({
          id: entryId,
          tournamentId: tournament.id,
          anglerId: angler.id,
          species,
          weightTyped,
          lengthTyped,
          weightKg,
          lengthCm,
          method: random.pick(['Jigging', 'Trolling', 'Spinning', 'Live bait', 'Drop shot']),
          bait: random.pick(['Minnow', 'Crankbait', 'Nightcrawler', 'Soft plastic', null]),
          locationName: spot.name,
          ...NEW_ANGLER_LOCATION_DEFAULTS,
          description: null,
          photoUrl: photo.url,
          thumbnailUrl: photo.thumbnailUrl,
          photoTakenAt: null,
          photoHash: null,
          flags: [], // a photo without a capture time gets a note, not a flag
          points: pointsOf({ weightKg, lengthCm }),
          status: verified ? 'verified' : 'pending',
          rejectReason: null,
          rejectNote: null,
          caughtAt,
          submittedAt: new Date(Math.min(now.getTime(), caughtAt.getTime() + random.int(3, 40) * 60_000)),
        });
        await entries.appendLog(entryId, {
          at: caughtAt,
          action: 'submitted',
          actorId: angler.id,
          actorRole: 'angler',
          reason: null,
          note: null,
        });
        if (verified)
          await entries.appendLog(entryId, {
            at: new Date(caughtAt.getTime() + HOUR),
            action: 'verified',
            actorId: organizer.id,
            actorRole: 'organizer',
            reason: null,
            note: null,
          });
      }
      await standings.recompute(tournament.id, angler.id, { type: event.scoringType, bestN: event.bestN });
    }
  }
  await mark('tournament', ids);
};
