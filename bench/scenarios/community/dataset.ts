import type { DatasetSpec } from '../../support/dataset.ts';
import { scaledDatabase, scaleOf } from '../../support/scale.ts';

/**
 * The community's data set, in the app's own tables (made by its migrations): 100,000 forum questions in the
 * four categories with 1,000,000 answers (each question's weighted search vector holding its answers,
 * as the app appends them), 1,000,000 direct messages in 100,000 conversations (with both anglers'
 * inbox rows), and 10,000 groups with members and chat. Texts are drawn from an anglers' vocabulary so
 * a search has hits of every size. Ids are deterministic (md5 of a tag and a number).
 */
/** BENCH_COMMUNITY_SCALE (default 1) sizes the whole set (bench/scaling.ts: 10³, 10⁴, 10⁵ questions); a database each. */
export const SCALE = scaleOf('BENCH_COMMUNITY_SCALE');
export const QUESTIONS = Math.round(100_000 * SCALE);
export const ANSWERS = 10 * QUESTIONS;
export const MESSAGES = Math.round(1_000_000 * SCALE);
export const CONVERSATIONS = Math.round(100_000 * SCALE);
export const GROUPS = Math.max(10, Math.round(10_000 * SCALE));
/** Anglers of the generated community (ids md5('a' || n)); they need no user rows: cards are looked up by id. */
export const ANGLERS = Math.max(1_000, Math.round(50_000 * SCALE));
export const COMMUNITY_DATABASE = scaledDatabase('tightlines_bench_community', SCALE);

export const SPECIES = [
  'walleye',
  'trout',
  'bass',
  'pike',
  'muskie',
  'salmon',
  'steelhead',
  'crappie',
  'catfish',
  'carp',
  'redfish',
  'tarpon',
  'snook',
  'bluegill',
  'perch',
  'sturgeon',
];
export const LURES = [
  'jig',
  'spinnerbait',
  'crankbait',
  'spoon',
  'jerkbait',
  'swimbait',
  'nymph',
  'streamer',
  'popper',
  'worm',
  'minnow',
  'leech',
  'fly',
  'plug',
  'blade',
];
export const PLACES = [
  'river',
  'lake',
  'reservoir',
  'pond',
  'creek',
  'bay',
  'pier',
  'surf',
  'dam',
  'weedline',
  'dropoff',
  'shoreline',
  'tailwater',
  'estuary',
];
const SEASONS = ['spring', 'summer', 'autumn', 'winter', 'dawn', 'dusk', 'night', 'ice'];
const GEAR = ['braid', 'fluorocarbon', 'monofilament', 'leader', 'reel', 'rod', 'kayak', 'sonar', 'waders', 'hooks', 'sinkers', 'swivels'];

const arr = (words: readonly string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;
/** A word of a list picked by a hash of the row number and a salt (stable across runs). */
const pick = (words: readonly string[], salt: string, n = 'g') =>
  `(${arr(words)})[1 + (abs(hashtext(${n}::text || '${salt}')) % ${words.length})]`;

export const communityDataset: DatasetSpec = {
  name: SCALE === 1 ? 'community' : `community-x${SCALE}`,
  version: 1,
  existingTables: true,
  tables: [
    'forum_questions',
    'forum_answers',
    'forum_category_counts',
    'forum_search_words',
    'dm_messages',
    'dm_inbox',
    'groups',
    'group_members',
    'group_messages',
  ],
  async generate(c) {
    await c.query(`TRUNCATE forum_question_likes, forum_answers, forum_questions, forum_search_words, dm_inbox, dm_messages,
                   group_messages, group_invitations, group_requests, group_members, groups`);

    // Questions: a title and a body from the vocabulary; the search vector is filled after the answers.
    await c.query(`
      INSERT INTO forum_questions (id, asker_id, category, title, content, created_at, answer_count, like_count, search)
      SELECT md5('q' || g)::uuid, md5('a' || (1 + g % ${ANGLERS}))::uuid,
             (ARRAY['techniques','equipment','locations','general'])[1 + g % 4],
             'Best ' || ${pick(LURES, 't1')} || ' for ' || ${pick(SPECIES, 't2')} || ' on a ' || ${pick(PLACES, 't3')} || ' in ' || ${pick(SEASONS, 't4')} || '?',
             'I have been fishing the ' || ${pick(PLACES, 'c1')} || ' with ' || ${pick(GEAR, 'c2')} || ' and a ' || ${pick(LURES, 'c3')}
               || ' but the ' || ${pick(SPECIES, 'c4')} || ' will not bite. Water is cold and clear. What would you change about my setup, '
               || 'the depth, or the time of day? Question number ' || g || '.',
             now() - (${QUESTIONS} - g) * interval '5 minutes', 10, 0, ''::tsvector
      FROM generate_series(1, ${QUESTIONS}) g`);

    // Ten answers a question (1,000,000), each naming other gear, species and places.
    await c.query(`
      INSERT INTO forum_answers (id, question_id, author_id, content, created_at)
      SELECT md5('n' || g)::uuid, md5('q' || (1 + (g - 1) / 10))::uuid, md5('a' || (1 + (g * 7) % ${ANGLERS}))::uuid,
             'Try a ' || ${pick(LURES, 'a1')} || ' on ' || ${pick(GEAR, 'a2')} || ' near the ' || ${pick(PLACES, 'a3')}
               || '. The ' || ${pick(SPECIES, 'a4')} || ' sit deeper when it is ' || ${pick(SEASONS, 'a5')} || '.',
             now() - (${QUESTIONS} - (1 + (g - 1) / 10)) * interval '5 minutes' + (g % 10 + 1) * interval '20 seconds'
      FROM generate_series(1, ${ANSWERS}) g`);

    // The weighted vector as the app keeps it: title A, content B, each answer C.
    await c.query(`
      UPDATE forum_questions q SET search = setweight(to_tsvector('english', q.title), 'A') || setweight(to_tsvector('english', q.content), 'B')
        || setweight(to_tsvector('english', a.answers), 'C')
      FROM (SELECT question_id, string_agg(content, ' ' ORDER BY created_at) AS answers FROM forum_answers GROUP BY question_id) a
      WHERE a.question_id = q.id`);
    // The words the vectors hold, as the app adds them with each question and answer (a data set made before
    // the table existed got them from its migration).
    await c.query(`INSERT INTO forum_search_words (word) SELECT DISTINCT w.lexeme FROM forum_questions q, unnest(q.search) w ORDER BY 1`);
    await c.query(`UPDATE forum_category_counts f SET questions = (SELECT count(*) FROM forum_questions q WHERE q.category = f.category)`);

    // Direct messages: 100,000 conversations of 10 messages between angler n and angler n + k.
    await c.query(`
      INSERT INTO dm_messages (id, sender_id, recipient_id, pair_low, pair_high, content, created_at, read_at)
      SELECT md5('m' || g)::uuid, s, r, least(s, r), greatest(s, r),
             'See you at the ' || ${pick(PLACES, 'm1')} || ' — bring the ' || ${pick(LURES, 'm2')} || '.',
             now() - (${MESSAGES} - g) * interval '2 seconds', now() - (${MESSAGES} - g) * interval '2 seconds'
      FROM (SELECT g, md5('a' || (1 + (c % ${ANGLERS})))::uuid AS x, md5('a' || (1 + ((c + 1 + c / ${ANGLERS}) % ${ANGLERS})))::uuid AS y
            FROM (SELECT g, (g - 1) % ${CONVERSATIONS} AS c FROM generate_series(1, ${MESSAGES}) g) n) p,
           LATERAL (SELECT CASE WHEN g % 2 = 0 THEN x ELSE y END AS s, CASE WHEN g % 2 = 0 THEN y ELSE x END AS r) d`);
    await c.query(`
      INSERT INTO dm_inbox (angler_id, other_id, last_message_id, last_message_at, unread_count, last_sender_id, last_content, last_read_at)
      SELECT DISTINCT ON (me, other) me, other, id, created_at, 0, sender_id, content, read_at
      FROM (SELECT sender_id AS me, recipient_id AS other, id, created_at, sender_id, content, read_at FROM dm_messages
            UNION ALL SELECT recipient_id, sender_id, id, created_at, sender_id, content, read_at FROM dm_messages) both_sides
      ORDER BY me, other, created_at DESC, id DESC`);

    // Groups of every type and privacy, 10 members each (the first the owner), 10 chat messages each.
    await c.query(`
      INSERT INTO groups (id, name, description, type, privacy, location, image_url, creator_id, owner_id, member_count, created_at)
      SELECT md5('g' || g)::uuid, initcap(${pick(SPECIES, 'g1')}) || ' ' || (ARRAY['Club','Crew','Anglers','Society','Network'])[1 + g % 5] || ' ' || g,
             'Anglers who love ' || ${pick(SPECIES, 'g2')} || ' on the ' || ${pick(PLACES, 'g3')} || '.',
             (ARRAY['club','community','tournament'])[1 + g % 3], (ARRAY['public','public','private','invite_only'])[1 + g % 4],
             NULL, NULL, md5('a' || (1 + g * 3 % ${ANGLERS}))::uuid, md5('a' || (1 + g * 3 % ${ANGLERS}))::uuid, 10,
             now() - (${GROUPS} - g) * interval '1 hour'
      FROM generate_series(1, ${GROUPS}) g`);
    await c.query(`
      INSERT INTO group_members (group_id, angler_id, role, joined_at)
      SELECT md5('g' || g)::uuid, md5('a' || (1 + (g * 3 + k * 4999) % ${ANGLERS}))::uuid, CASE WHEN k = 0 THEN 'owner' ELSE 'member' END,
             now() - (${GROUPS} - g) * interval '1 hour' + k * interval '1 minute'
      FROM generate_series(1, ${GROUPS}) g, generate_series(0, 9) k`);
    await c.query(`
      INSERT INTO group_messages (id, group_id, sender_id, content, created_at)
      SELECT md5('gm' || g || '-' || k)::uuid, md5('g' || g)::uuid, md5('a' || (1 + (g * 3 + k * 4999) % ${ANGLERS}))::uuid,
             'Meet at the ' || ${pick(PLACES, 'gm', '(g * 10 + k)')} || ' on Saturday.', now() - (10 - k) * interval '1 hour'
      FROM generate_series(1, ${GROUPS}) g, generate_series(0, 9) k`);
  },
};
