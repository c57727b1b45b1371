import type { DatasetSpec } from '../../support/dataset.ts';

/**
 * The tournaments data set, in the app's own tables (made by its migrations): 1,000 tournaments spread over
 * time (every status), one big running tournament with 10,000 participants and 100,000 entries (80 %
 * verified) whose standings are what the StandingsKeeper would have written (weight scoring: each
 * angler's heaviest verified fish, reached at the earliest submission of it), and the tournament whose
 * start is measured, with 1,000 participants. Ids are deterministic (md5 of a tag and a number).
 */
export const BIG_EVENT = '00000000-0000-4000-8000-000000000001';
export const STARTING_EVENT = '00000000-0000-4000-8000-000000000002';
export const TOURNAMENTS = 1_000;
export const PARTICIPANTS = 10_000;
export const ENTRIES = 100_000;
export const STARTING_PARTICIPANTS = 1_000;

export const tournamentsDataset: DatasetSpec = {
  name: 'tournaments',
  version: 1,
  existingTables: true,
  tables: [
    'tournaments',
    'tournament_participants',
    'tournament_entries',
    'tournament_judging_log',
    'tournament_standings',
    'tournament_prizes',
  ],
  async generate(c) {
    await c.query(
      // CASCADE: the tables the app keeps beside these (photo fingerprints, flags, invitations) go with them.
      'TRUNCATE tournament_judging_log, tournament_standings, tournament_entries, tournament_prizes, tournament_participants, tournaments CASCADE',
    );
    await c.query(`
      INSERT INTO tournaments (id, title, description, start_date, end_date, registration_deadline, scoring_type, location_name,
        is_public, organizer_id, organizer_name, identifier_code, participant_count, max_participants, prize_pool)
      SELECT md5('t' || g)::uuid, 'Bench ' || (ARRAY['Bass','Walleye','Trout','Pike','Tarpon','Redfish'])[1 + g % 6] || ' Classic ' || g,
             'A generated tournament', now() + (g - 700) * interval '3 hours', now() + (g - 700) * interval '3 hours' + interval '12 hours',
             now() + (g - 700) * interval '3 hours' - interval '1 day', (ARRAY['weight','length','points','count'])[1 + g % 4],
             (ARRAY['Lake Tahoe, CA','Okeechobee, FL','Port Clinton, OH','Boise, ID','Duluth, MN'])[1 + g % 5],
             g % 10 <> 0, md5('o' || g % 97)::uuid, 'Organizer ' || g % 97, 'BEN-' || lpad((g % 1000)::text, 3, '0'), 0, NULL, 500
      FROM generate_series(1, ${TOURNAMENTS}) g`);
    await c.query(`
      INSERT INTO tournaments (id, title, description, start_date, end_date, registration_deadline, scoring_type, location_name,
        is_public, organizer_id, organizer_name, identifier_code, participant_count, prize_pool)
      VALUES ('${BIG_EVENT}', 'Bench Mega Bass Virtual', 'Ten thousand anglers', now() - interval '1 day', now() + interval '30 days',
              now() - interval '2 days', 'weight', 'Everywhere', true, md5('o1')::uuid, 'Organizer 1', 'MEG-A01', ${PARTICIPANTS}, 100000),
             ('${STARTING_EVENT}', 'Bench Opening Bell', 'The first minute of a big event', now() - interval '5 seconds', now() + interval '2 hours',
              now() - interval '1 day', 'weight', 'Everywhere', true, md5('o1')::uuid, 'Organizer 1', 'OPN-B01', ${STARTING_PARTICIPANTS}, 5000)`);
    await c.query(`
      INSERT INTO tournament_participants (id, tournament_id, angler_id, participant_name, team_name, joined_at)
      SELECT md5('p' || g)::uuid, '${BIG_EVENT}', md5('a' || g)::uuid, 'Bench Angler ' || g, NULL, now() - interval '3 days'
      FROM generate_series(1, ${PARTICIPANTS}) g`);
    await c.query(`
      INSERT INTO tournament_participants (id, tournament_id, angler_id, participant_name, joined_at)
      SELECT md5('q' || g)::uuid, '${STARTING_EVENT}', md5('a' || g)::uuid, 'Bench Angler ' || g, now() - interval '2 days'
      FROM generate_series(1, ${STARTING_PARTICIPANTS}) g`);
    await c.query(`
      INSERT INTO tournament_entries (id, tournament_id, angler_id, species, weight_value, weight_unit, length_value, length_unit,
        method, location_name, flags, points, status, caught_at, submitted_at)
      SELECT md5('e' || g)::uuid, '${BIG_EVENT}', md5('a' || (1 + g % ${PARTICIPANTS}))::uuid, 'largemouth-bass',
             round((0.3 + random() * 5)::numeric, 2), 'kg', round((25 + random() * 40)::numeric, 1), 'cm', 'Spinning', 'Somewhere',
             '{}', 10, CASE WHEN random() < 0.8 THEN 'verified' ELSE 'pending' END,
             now() - interval '1 day' + g * interval '0.8 seconds', now() - interval '1 day' + g * interval '0.8 seconds' + interval '2 minutes'
      FROM generate_series(1, ${ENTRIES}) g`);
    await c.query(`
      INSERT INTO tournament_standings (tournament_id, angler_id, score, points, fish_count, best_weight_kg, best_length_cm, best_species, reached_at)
      SELECT DISTINCT ON (angler_id) tournament_id, angler_id, weight_kg,
             sum(points) OVER w, count(*) OVER w, max(weight_kg) OVER w, max(length_cm) OVER w, species, submitted_at
      FROM tournament_entries WHERE tournament_id = '${BIG_EVENT}' AND status = 'verified'
      WINDOW w AS (PARTITION BY angler_id)
      ORDER BY angler_id, weight_kg DESC, submitted_at`);
  },
};
