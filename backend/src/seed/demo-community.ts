import { newId } from '../shared/kernel/ids.ts';
import { AnglersFacade } from '../modules/identity/index.ts';
import { QuestionRepository } from '../modules/forum/application/ports.ts';
import { MessageRepository } from '../modules/messaging/application/ports.ts';
import { GroupRepository } from '../modules/groups/application/ports.ts';
import { NotificationRepository } from '../modules/notifications/application/ports.ts';
import type { NotificationCause } from '../modules/notifications/domain/notification.ts';
import type { ForumCategory } from '../modules/forum/domain/category.ts';
import type { GroupPrivacy, GroupType } from '../modules/groups/domain/group.ts';
import type { DemoContribution, SeededAngler } from './seed-demo-data.ts';

const HOUR = 3_600_000;

/** Questions in every category, each with answers (the first of some accepted), asked over the last weeks. */
const QUESTIONS: Array<{ category: ForumCategory; title: string; content: string; answers: string[]; accepted?: boolean }> = [
  {
    category: 'techniques',
    title: 'Best way to fish a jig for spring walleye?',
    content: 'Water is around 48°F and clear. I keep losing the bottom on the rocky points. Hop it, drag it, or swim it?',
    answers: [
      'Drag it. Cold walleye want it slow — lift just enough to tick the rocks, then let it settle.',
      'Tip the jig with a fathead minnow and go a size lighter so you feel the bottom.',
      'Try a blade bait on the same points if the jig bite dies mid-morning.',
    ],
    accepted: true,
  },
  {
    category: 'techniques',
    title: 'Dry fly drag — how do you fix it on a slow pool?',
    content: 'Trout rise all evening in a glassy pool and refuse everything. I think my fly drags the moment it lands.',
    answers: [
      'Longer tippet and a reach cast upstream. Give the fly slack before it hits the water.',
      'Go down to 6X and cast across and slightly down, feeding line.',
    ],
  },
  {
    category: 'equipment',
    title: 'Braid or fluoro for a first bass spinning setup?',
    content: 'Buying my first 7 ft medium spinning rod. What line should I spool up for weightless soft plastics and small cranks?',
    answers: ['10 lb braid with a 6–8 ft 8 lb fluoro leader. Best of both.', 'Straight 8 lb fluoro is simpler if you are new to knots.'],
    accepted: true,
  },
  {
    category: 'equipment',
    title: 'Is a fish finder worth it on a kayak?',
    content: 'Thinking about a small unit with down imaging. Worth the weight and the battery, or just learn the water?',
    answers: [
      'Worth it. Even seeing the depth changes the way you fish a new lake.',
      'Get one with GPS — marking waypoints on humps is the real win.',
    ],
  },
  {
    category: 'locations',
    title: 'Shore access on Lake Tahoe for mackinaw?',
    content: 'Visiting in October without a boat. Anywhere on the shore deep enough to reach lake trout?',
    answers: [
      'The east shore drops off fast near Sand Harbor — try early with heavy spoons.',
      'Hire a guide for one morning; you will learn where the fish sit for the rest of the trip.',
    ],
    accepted: true,
  },
  {
    category: 'locations',
    title: 'Where do the stripers stack up on the Hudson in May?',
    content: 'Planning a weekend trip. Which stretches are best from the bank during the spring run?',
    answers: ['Around Croton Point at first light, bloodworms or bunker chunks.', 'Anywhere with current seams near the creek mouths.'],
  },
  {
    category: 'general',
    title: 'How do you keep a fishing log that you actually use?',
    content: 'I start every season writing everything down and give up by June. What do you log, and how?',
    answers: [
      'Just three things: water temp, what worked, what did not. Takes a minute.',
      'Log trips here and the app does the maths on which spots work for you.',
    ],
    accepted: true,
  },
  {
    category: 'general',
    title: 'Catch and release — how long can a fish be out of the water?',
    content: 'I want good photos without hurting the fish. What is a sensible rule?',
    answers: [
      'Hold your breath when you lift it. When you need air, so does the fish.',
      'Keep it wet, support the belly, and have the camera ready before you land it.',
    ],
  },
];

const CHATS: string[][] = [
  [
    'Fish are on the weed edge this morning — you coming?',
    'On my way, 20 minutes out. Save me a spot!',
    'Bring the white spinnerbait, that is all they want today.',
  ],
  ['How did Saturday go?', 'Six bass and a surprise pike. Photos on my profile.', 'Nice! Same plan next weekend?'],
  ['Got a spare 5 wt leader? Snapped my last one.', "Yep, I'll bring a couple to the ramp."],
];

const GROUPS: Array<{
  name: string;
  description: string;
  type: GroupType;
  privacy: GroupPrivacy;
  location: string | null;
  chat: string[];
}> = [
  {
    name: 'Sierra Trout Club',
    description: 'Fly and spin anglers chasing trout in the Sierra Nevada. Monthly meetups and river clean-ups.',
    type: 'club',
    privacy: 'public',
    location: 'Lake Tahoe, CA',
    chat: [
      'Hatch report: caddis coming off at dusk on the Truckee.',
      'Clean-up day is the 14th, bring gloves!',
      'Anyone tried the new access on the east fork?',
    ],
  },
  {
    name: 'Kayak Anglers Network',
    description: 'Rigging tips, launch spots and safety for anglers who fish from a kayak.',
    type: 'community',
    privacy: 'public',
    location: null,
    chat: ['Finally mounted the fish finder — pics soon.', 'Remember your PFD, water is still cold.'],
  },
  {
    name: 'Night Crawlers Catfish Crew',
    description: 'After-dark catfish trips, every full moon. Ask to join and tell us where you fish.',
    type: 'club',
    privacy: 'private',
    location: 'Lake Erie, OH',
    chat: ['Full moon Friday. North ramp, 9 pm.', "I'll bring cut bait and the big lantern."],
  },
  {
    name: 'Bass Bag Challenge Team',
    description: 'Our tournament crew for the weekend bag challenges. Invitation only.',
    type: 'tournament',
    privacy: 'invite_only',
    location: 'Lake Okeechobee, FL',
    chat: ['Practice day Thursday, meet at 5:30.', 'Culling tags are in the boat box.'],
  },
];

/**
 * The community's demo: questions with answers in every category (some accepted), conversations
 * between demo mates, and groups of each type and privacy with members and chat. Written through the
 * modules' repositories with times in the past (the use cases stamp "now" and count every demo angler as a
 * first-day angler against the abuse limits), so counts and search vectors are the repositories' own.
 */
export const seedCommunity: DemoContribution = async ({ container, random, now, anglers, mark }) => {
  if (anglers.length < 4) return;
  const questions = container.get<QuestionRepository>(QuestionRepository);
  const messages = container.get<MessageRepository>(MessageRepository);
  const groups = container.get<GroupRepository>(GroupRepository);
  const identity = container.get<AnglersFacade>(AnglersFacade);
  const bell = container.get<NotificationRepository>(NotificationRepository);
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  // What the bell says of all this, with the cause keys the use cases use (a cause is told once).
  // The older ones read, the last day's unread, so a demo angler's bell has a count.
  const notificationIds: string[] = [];
  const tell = async (cause: NotificationCause, at: Date) => {
    if (cause.recipientId === cause.actorId) return;
    const id = await bell.add(newId(), cause, at);
    if (!id) return;
    notificationIds.push(id);
    if (now.getTime() - at.getTime() > 24 * HOUR) await bell.markRead(cause.recipientId, id, new Date(at.getTime() + HOUR));
  };
  const others = (but: SeededAngler) => anglers.filter((a) => a !== but);

  const questionIds: string[] = [];
  for (const [i, q] of QUESTIONS.entries()) {
    const asker = anglers[(i * 5) % anglers.length]!;
    const askedHoursAgo = 6 + i * 31 + random.int(0, 20);
    const id = newId();
    await questions.add({
      id,
      askerId: asker.id,
      category: q.category,
      title: q.title,
      content: q.content,
      createdAt: ago(askedHoursAgo),
      answerCount: 0,
      likeCount: 0,
      acceptedAnswerId: null,
      hidden: null,
    });
    questionIds.push(id);
    const answerers = others(asker);
    const answerIds: string[] = [];
    const answerAuthors: string[] = [];
    for (const [j, content] of q.answers.entries()) {
      const answerId = newId();
      const authorId = answerers[(i + j * 7) % answerers.length]!.id;
      const at = ago(askedHoursAgo - 1 - j * 2);
      await questions.addAnswer({ id: answerId, questionId: id, authorId, content, createdAt: at, hidden: null });
      answerIds.push(answerId);
      answerAuthors.push(authorId);
      await tell(
        { recipientId: asker.id, kind: 'question_answered', actorId: authorId, subjectId: id, causeKey: `answer:${answerId}` },
        at,
      );
    }
    if (q.accepted && answerIds[0]) {
      await questions.accept(id, answerIds[0]);
      await tell(
        { recipientId: answerAuthors[0]!, kind: 'answer_accepted', actorId: asker.id, subjectId: id, causeKey: `accepted:${answerIds[0]}` },
        ago(askedHoursAgo - 6),
      );
    }
    for (const liker of answerers.slice(0, random.int(1, 8))) {
      await questions.toggleLike(id, liker.id, ago(askedHoursAgo - 3));
      await tell(
        { recipientId: asker.id, kind: 'question_liked', actorId: liker.id, subjectId: id, causeKey: `question-like:${id}:${liker.id}` },
        ago(askedHoursAgo - 3),
      );
    }
  }
  await mark('forum_question', questionIds);

  // Conversations only between mates (mutual follows, no block), as sending requires.
  const pairs: Array<[SeededAngler, SeededAngler]> = [];
  for (const a of anglers) {
    for (const b of anglers) {
      if (pairs.length >= 6 || a.id >= b.id) continue;
      if (pairs.some(([x, y]) => x === a || y === a || x === b || y === b)) continue;
      if (await identity.holdMates(a.id, b.id)) pairs.push([a, b]);
    }
  }
  const messageIds: string[] = [];
  for (const [i, [a, b]] of pairs.entries()) {
    const lines = CHATS[i % CHATS.length]!;
    const startedHoursAgo = 2 + i * 9;
    for (const [j, content] of lines.entries()) {
      const [sender, recipient] = j % 2 === 0 ? [a, b] : [b, a];
      const at = ago(startedHoursAgo - j * 0.25);
      const id = newId();
      const last = j === lines.length - 1;
      await messages.add({
        id,
        senderId: sender.id,
        recipientId: recipient.id,
        content,
        createdAt: at,
        readAt: last ? null : at,
        hidden: null,
      });
      messageIds.push(id);
      // The unread last message is unread on the bell too (the conversation opened marks it seen).
      if (last)
        await tell(
          { recipientId: recipient.id, kind: 'new_message', actorId: sender.id, subjectId: sender.id, causeKey: `message:${id}` },
          at,
        );
    }
  }
  await mark('dm_message', messageIds);

  const groupIds: string[] = [];
  for (const [i, g] of GROUPS.entries()) {
    const owner = anglers[(i * 3 + 1) % anglers.length]!;
    const createdAt = ago(24 * (20 - i * 3));
    const id = newId();
    await groups.create({
      id,
      name: g.name,
      description: g.description,
      type: g.type,
      privacy: g.privacy,
      location: g.location,
      imageUrl: null,
      creatorId: owner.id,
      ownerId: owner.id,
      memberCount: 1,
      createdAt,
      hidden: null,
    });
    groupIds.push(id);
    const members = others(owner).slice(i * 2, i * 2 + 4 + random.int(0, 5));
    for (const [j, m] of members.entries()) await groups.addMember(id, m.id, j === 0 ? 'admin' : 'member', ago(24 * (18 - i * 3) - j));
    const talkers = [owner, ...members];
    for (const [j, content] of g.chat.entries()) {
      await groups.addMessage({
        id: newId(),
        groupId: id,
        senderId: talkers[j % talkers.length]!.id,
        content,
        createdAt: ago(30 - i * 5 - j),
        hidden: null,
      });
    }
    // A private group has someone waiting; an invite-only one has an invitation out.
    const outsider = anglers.find((a) => a !== owner && !members.includes(a));
    if (outsider && g.privacy === 'private') {
      await groups.request(id, outsider.id, ago(3));
      const cause = {
        recipientId: owner.id,
        kind: 'group_join_request',
        actorId: outsider.id,
        subjectId: id,
        causeKey: `group-request:${id}:${outsider.id}:demo`,
      } as const;
      await tell(cause, ago(3));
      if (members[0]) await tell({ ...cause, recipientId: members[0].id }, ago(3));
    }
    if (outsider && g.privacy === 'invite_only') {
      await groups.invite(id, outsider.id, owner.id, ago(5));
      await tell(
        {
          recipientId: outsider.id,
          kind: 'group_invitation',
          actorId: owner.id,
          subjectId: id,
          causeKey: `group-invitation:${id}:${outsider.id}:demo`,
        },
        ago(5),
      );
    }
  }
  await mark('group', groupIds);

  // New followers: each demo angler's mates followed them at some point in the last weeks.
  for (const [i, angler] of anglers.entries()) {
    for (const [j, mateId] of (await identity.mateIdsOf(angler.id)).slice(0, 3).entries()) {
      await tell(
        { recipientId: angler.id, kind: 'new_follower', actorId: mateId, subjectId: mateId, causeKey: `follow:${mateId}` },
        ago(4 + ((i * 7 + j * 29) % 400)),
      );
    }
  }
  await mark('notification', notificationIds);
};
