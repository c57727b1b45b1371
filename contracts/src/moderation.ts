import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';
import { UserId } from './identity.ts';
import { PageQuery, pageOf } from './pagination.ts';
import { AnglerStanding } from './standing.ts';

/**
 * Trust and safety: anglers report what breaks the community guidelines; operators (anglers with the
 * operator role) work the queue in the console and act, citing a guideline; the angler affected gets a
 * statement of reasons and may appeal each action once; every operator action and every change of who
 * is an operator is kept in an append-only audit log.
 */

/** What can be reported (posts have no comments: a post is reported whole). */
export const REPORTABLE_KINDS = [
  'post',
  'trip',
  'question',
  'answer',
  'message',
  'group',
  'group_message',
  'spot',
  'tip',
  'tournament',
  'profile',
] as const;
export const ReportableKind = z.enum(REPORTABLE_KINDS);
export type ReportableKind = z.infer<typeof ReportableKind>;

/** Only these are removed for good (the rest are hidden). */
export const REMOVABLE_KINDS = ['group', 'spot', 'tournament'] as const satisfies readonly ReportableKind[];

/** Why an angler reports, with the words the report dialog shows, in its order. */
export const REPORT_REASONS = [
  { id: 'spam', label: 'Spam' },
  { id: 'harassment', label: 'Harassment or hate' },
  { id: 'violence', label: 'Violence or threats' },
  { id: 'nudity', label: 'Nudity' },
  { id: 'illegal', label: 'Illegal activity or poaching' },
  { id: 'false_information', label: 'False information' },
  { id: 'other', label: 'Other' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['id'];
export const ReportReason = z.enum(REPORT_REASONS.map((r) => r.id) as [ReportReason, ...ReportReason[]]);
export const reportReasonLabel = (reason: ReportReason): string => REPORT_REASONS.find((r) => r.id === reason)!.label;

/**
 * The community guidelines, as the guidelines page shows them and as the console's actions cite them
 * (by id: an id never changes once used, since statements and the audit log keep it).
 */
export const COMMUNITY_GUIDELINES = [
  {
    id: 'respect',
    title: 'Respect other anglers',
    text:
      'Disagree about tackle, baits and spots as much as you like, but never attack the angler. No insults, harassment, ' +
      'hate or mockery of anyone for who they are, where they are from or how new they are to fishing.',
  },
  {
    id: 'no-threats',
    title: 'No threats or violence',
    text: 'No threats, no encouraging anyone to hurt people or themselves, and no glorifying violence — on the water or off it.',
  },
  {
    id: 'no-spam',
    title: 'No spam or advertising outside the portal',
    text:
      'Share catches, questions and tips, not sales pitches. Businesses advertise through the advertiser portal only; ' +
      'repeated posts, link farming, referral codes and unsolicited offers in messages are spam.',
  },
  {
    id: 'no-nudity',
    title: 'No nudity or sexual content',
    text: 'Keep photos and words fit for everyone at the lake: no nudity, sexual content or sexual remarks.',
  },
  {
    id: 'legal-fishing',
    title: 'Fish legally',
    text:
      'Follow the local regulations where you fish: licences, seasons, closed waters, size and catch limits, and protected ' +
      'species. Do not show or encourage poaching, illegal gear or methods, or selling fish where it is not allowed.',
  },
  {
    id: 'honest-catches',
    title: 'Be honest about catches and reports',
    text:
      'Post your own catches with their real species, size and weight. No doctored photos, borrowed catches or false ' +
      'tournament entries, and no made-up conditions, spot reports or reviews meant to mislead.',
  },
  {
    id: 'privacy',
    title: "Respect others' privacy",
    text:
      "Do not share anyone's personal details, home address or whereabouts (no doxxing), and do not publish another " +
      "angler's private spot or photos of them without their consent.",
  },
  {
    id: 'age-appropriate',
    title: 'Keep it right for all ages',
    text: 'Young anglers are here too: no graphic gore, drugs or content that is not suitable for them.',
  },
] as const;
export type GuidelineId = (typeof COMMUNITY_GUIDELINES)[number]['id'];
export const GuidelineId = z.enum(COMMUNITY_GUIDELINES.map((g) => g.id) as [GuidelineId, ...GuidelineId[]], {
  error: 'Choose a rule from the community guidelines',
});
export const guidelineOf = (id: string) => COMMUNITY_GUIDELINES.find((g) => g.id === id) ?? null;

/**
 * What the author of hidden content reads on it (nobody else reads the content at all): that it is
 * hidden, under which rule of the guidelines (null: hidden automatically by reports, before an
 * operator looked), and since when. Every answer carrying reportable content has `hidden`, null when
 * it is not hidden.
 */
export const HiddenMark = z
  .object({ ruleId: z.string().nullable(), ruleTitle: z.string().nullable(), at: z.iso.datetime() })
  .meta({ id: 'HiddenMark' });
export type HiddenMark = z.infer<typeof HiddenMark>;
export const hiddenMarkOf = (hidden: { ruleId: string | null; at: Date } | null): HiddenMark | null =>
  hidden
    ? { ruleId: hidden.ruleId, ruleTitle: hidden.ruleId ? (guidelineOf(hidden.ruleId)?.title ?? null) : null, at: hidden.at.toISOString() }
    : null;
/** The words on hidden content its author sees. */
export const HIDDEN_NOTICE = {
  byRule: (ruleTitle: string) => `Hidden by a moderator: it breaks the guideline “${ruleTitle}”. Only you can see it.`,
  byReports: 'Hidden after several anglers reported it, until a moderator looks. Only you can see it.',
  appeal: 'Read why and appeal',
} as const;

/** Where the app shows moderation: every link a statement, a notification or the footer makes. */
export const MODERATION_PAGES = {
  guidelines: '/guidelines',
  /** The angler's statements of reasons and appeals. */
  statements: '/moderation',
  /** The operator console. */
  console: '/operator',
} as const;

export const MODERATION_LIMITS = {
  detailsChars: 1000,
  noteChars: 1000,
  appealChars: 2000,
  maxSuspendDays: 365,
  /** Reports by this many different anglers in good standing hide an item until an operator looks. */
  autoHideReporters: 3,
  /** An angler's muted words: how many, and how long each (a word or a short phrase). */
  mutedWords: 100,
  mutedWordChars: 60,
} as const;

export const MODERATION_MESSAGES = {
  thanks: 'Thank you for reporting this. A moderator will look at it, and we will let you know the outcome.',
  alreadyReported: 'You have already reported this. A moderator will look at it soon.',
  otherNeedsWords: 'Tell us what is wrong',
  itemNotFound: 'That is not there any more',
  operatorsOnly: 'Only operators can use the console',
  ownReport: 'You reported this yourself: another operator must decide',
  ownContent: 'This is yours: another operator must decide',
  ownAction: 'You took this action: another operator must decide its appeal',
  alreadyAppealed: 'You have already appealed this decision',
  appealNeedsWords: 'Tell us why the decision should change',
  suspendNeedsDays: 'Say for how many days',
  notRemovable: 'Only groups, spots and tournaments can be removed',
  notAnAngler: 'No angler has signed in with that email',
  revokeYourself: 'Another operator must revoke your role',
  /** Who acted, as the affected angler is told: the role, never the person. */
  moderatorRole: 'a Tightlines moderator',
  howToAppeal: 'If you think this is a mistake, appeal once from your moderation page; a different moderator will review it.',
} as const;

export const ReportId = z.string().min(1).max(64);
export const ItemId = z.string().min(1).max(64);

/** A report from the menu of an item. "Other" needs words. */
export const CreateReport = z
  .strictObject({
    kind: ReportableKind,
    itemId: ItemId,
    reason: ReportReason,
    details: z.string().trim().max(MODERATION_LIMITS.detailsChars).optional(),
  })
  .refine((r) => r.reason !== 'other' || (r.details ?? '').length > 0, { message: MODERATION_MESSAGES.otherNeedsWords, path: ['details'] });
export type CreateReport = z.infer<typeof CreateReport>;

export const ReportReceived = z.object({ reportId: ReportId, message: z.string() });
export type ReportReceived = z.infer<typeof ReportReceived>;

export const MODERATION_ACTIONS = ['dismiss', 'hide', 'unhide', 'warn', 'suspend', 'ban', 'remove'] as const;
export const ModerationActionKind = z.enum(MODERATION_ACTIONS);
export type ModerationActionKind = z.infer<typeof ModerationActionKind>;

/** An operator's decision on a reported item (or its author), citing a guideline. */
export const TakeAction = z
  .strictObject({
    kind: ReportableKind,
    itemId: ItemId,
    action: ModerationActionKind,
    ruleId: GuidelineId,
    note: z
      .string()
      .trim()
      .max(MODERATION_LIMITS.noteChars)
      .optional()
      .meta({ description: 'Shown to the angler affected in their statement of reasons, and kept in the audit log.' }),
    suspendDays: z.number().int().min(1).max(MODERATION_LIMITS.maxSuspendDays).optional().meta({ description: "Required for 'suspend'." }),
  })
  .refine((a) => a.action !== 'suspend' || a.suspendDays !== undefined, {
    message: MODERATION_MESSAGES.suspendNeedsDays,
    path: ['suspendDays'],
  })
  .refine((a) => a.action !== 'remove' || (REMOVABLE_KINDS as readonly string[]).includes(a.kind), {
    message: MODERATION_MESSAGES.notRemovable,
    path: ['action'],
  });
export type TakeAction = z.infer<typeof TakeAction>;

export const ActionId = z.string().min(1).max(64);

/** An angler as the console names them. */
export const ConsoleAngler = z.object({ id: UserId, displayName: z.string().nullable() });

/** One line of the context an operator reads: the thread, the messages around a reported message. */
export const ContextLine = z.object({
  authorId: UserId.nullable(),
  authorName: z.string().nullable(),
  excerpt: z.string(),
  at: z.iso.datetime(),
  /** The reported item itself, among its context. */
  isReported: z.boolean(),
});

/** The item as an operator sees it, whatever its visibility. Null in an entry when it is gone. */
export const OperatorItem = z.object({
  author: ConsoleAngler.nullable(),
  title: z.string().nullable(),
  excerpt: z.string(),
  link: z.string().nullable(),
  createdAt: z.iso.datetime().nullable(),
  context: z.array(ContextLine),
});

/** Hidden now: by an operator's action or automatically (by reports), with the rule when one was cited. */
export const HiddenState = z.object({ automatic: z.boolean(), ruleId: GuidelineId.nullable(), at: z.iso.datetime() });

/** One reported item in the queue: its open reports grouped. */
export const QueueEntry = z.object({
  kind: ReportableKind,
  itemId: ItemId,
  openReports: z.number().int(),
  reasons: z.array(z.object({ reason: ReportReason, count: z.number().int() })),
  lastReportedAt: z.iso.datetime(),
  hidden: HiddenState.nullable(),
  /** The signed-in operator reported it: another operator must decide. */
  reportedByMe: z.boolean(),
  item: OperatorItem.nullable(),
});
export type QueueEntry = z.infer<typeof QueueEntry>;

export const QueuedReport = z.object({
  id: ReportId,
  reason: ReportReason,
  details: z.string().nullable(),
  reporter: ConsoleAngler,
  createdAt: z.iso.datetime(),
});

/** An action as the console and the audit log show it. */
export const ActionView = z.object({
  id: ActionId,
  kind: ReportableKind,
  itemId: ItemId,
  action: ModerationActionKind,
  ruleId: GuidelineId,
  note: z.string().nullable(),
  /** The angler the action concerns (the item's author). */
  anglerId: UserId.nullable(),
  /** Null once that operator's account was deleted. */
  operator: ConsoleAngler.nullable(),
  suspendedUntil: z.iso.datetime().nullable(),
  at: z.iso.datetime(),
  /** Reversed on appeal. */
  reversed: z.boolean(),
});
export type ActionView = z.infer<typeof ActionView>;

/** One reported item with its open reports, its context and its author's history of actions. */
export const ReportedItemDetail = QueueEntry.extend({
  reports: z.array(QueuedReport),
  authorHistory: z.array(ActionView),
});
export type ReportedItemDetail = z.infer<typeof ReportedItemDetail>;

const ItemParams = z.strictObject({ kind: ReportableKind, itemId: ItemId });

export const AppealId = z.string().min(1).max(64);
export const APPEAL_STATUSES = ['open', 'upheld', 'reversed'] as const;
export const AppealStatus = z.enum(APPEAL_STATUSES);

export const AppealEntry = z.object({
  id: AppealId,
  action: ActionView,
  appellant: ConsoleAngler,
  text: z.string(),
  createdAt: z.iso.datetime(),
  /** False when the signed-in operator took the action: another must decide. */
  decidableByMe: z.boolean(),
  item: OperatorItem.nullable(),
});
export type AppealEntry = z.infer<typeof AppealEntry>;

export const DecideAppeal = z.strictObject({
  decision: z.enum(['uphold', 'reverse']),
  note: z.string().trim().max(MODERATION_LIMITS.noteChars).optional(),
});
export type DecideAppeal = z.infer<typeof DecideAppeal>;
export const AppealDecided = z.object({ id: AppealId, status: AppealStatus });

export const AUDIT_EVENTS = ['action', 'appeal_decided', 'operator_granted', 'operator_revoked'] as const;
/** One line of the append-only audit log. `operator` is null for the command line. */
export const AuditEntry = z.object({
  id: z.string(),
  event: z.enum(AUDIT_EVENTS),
  operator: ConsoleAngler.nullable(),
  /** The angler concerned: the author acted on, the appellant, or the operator granted or revoked. */
  subject: ConsoleAngler.nullable(),
  kind: ReportableKind.nullable(),
  itemId: ItemId.nullable(),
  action: z.string().nullable(),
  ruleId: z.string().nullable(),
  note: z.string().nullable(),
  at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const Operator = z.object({
  angler: ConsoleAngler,
  grantedAt: z.iso.datetime(),
  /** Null when granted from the command line. */
  grantedBy: ConsoleAngler.nullable(),
});
export type Operator = z.infer<typeof Operator>;
export const GrantOperator = z.strictObject({ email: z.email('Enter a valid email address').max(254) });

/** What an action affecting me says: what, which rule, by whom (the role), and how to appeal. */
export const Statement = z.object({
  id: ActionId,
  kind: ReportableKind,
  itemId: ItemId,
  action: z.enum(['hide', 'warn', 'suspend', 'ban', 'remove']),
  /** In words: "Your answer was hidden." */
  what: z.string(),
  rule: z.object({ id: GuidelineId, title: z.string(), text: z.string() }),
  note: z.string().nullable(),
  by: z.literal(MODERATION_MESSAGES.moderatorRole),
  suspendedUntil: z.iso.datetime().nullable(),
  at: z.iso.datetime(),
  howToAppeal: z.string(),
  appeal: z.object({ id: AppealId, status: AppealStatus, createdAt: z.iso.datetime() }).nullable(),
  reversed: z.boolean(),
});
export type Statement = z.infer<typeof Statement>;
export const AppealStatement = z.strictObject({
  text: z
    .string(MODERATION_MESSAGES.appealNeedsWords)
    .trim()
    .min(1, MODERATION_MESSAGES.appealNeedsWords)
    .max(MODERATION_LIMITS.appealChars),
});

/** An angler's standing (suspended until a time, or banned): shared with the signed-in user's answer. */
export { ANGLER_STANDINGS, AnglerStanding } from './standing.ts';

/** A word or phrase as kept: trimmed, spaces collapsed, lower case (so 'Bass ' and 'bass' are one word). */
export const normalMutedWord = (word: string): string => word.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The words an angler mutes, kept with their account so they follow them to every device: posts,
 * questions and messages holding one are folded away for that angler only (the client folds them;
 * nothing is hidden from anyone else). Kept normalized and without repeats, in the order given.
 */
export const MutedWords = z.strictObject({
  words: z
    .array(
      z
        .string()
        .transform(normalMutedWord)
        .pipe(
          z
            .string()
            .min(1, 'A muted word cannot be empty')
            .max(MODERATION_LIMITS.mutedWordChars, `A muted word is at most ${MODERATION_LIMITS.mutedWordChars} characters`),
        ),
    )
    .max(MODERATION_LIMITS.mutedWords, `At most ${MODERATION_LIMITS.mutedWords} muted words`)
    .transform((words) => [...new Set(words)]),
});
export type MutedWords = z.infer<typeof MutedWords>;

/** Muted words as the server answers them: already normalized, so a reader changes nothing of what it reads. */
export const MutedWordsList = z.strictObject({ words: z.array(z.string()) }).meta({ id: 'MutedWordsList' });

/** Whether the signed-in angler is an operator (the shell shows the console's link). */
export const ModerationRole = z.object({ operator: z.boolean() });

export const moderationRoutes = {
  mutedWords: route({
    method: 'GET',
    path: '/api/settings/muted-words',
    summary: 'My muted words (folded away for me only, on every device)',
    responses: { 200: MutedWordsList, 401: ErrorBody },
  }),
  setMutedWords: route({
    method: 'PUT',
    path: '/api/settings/muted-words',
    summary: `Replace my muted words (at most ${MODERATION_LIMITS.mutedWords}, each at most ${MODERATION_LIMITS.mutedWordChars} characters; kept normalized)`,
    body: MutedWords,
    responses: { 200: MutedWordsList, 400: ErrorBody, 401: ErrorBody },
  }),
  report: route({
    method: 'POST',
    path: '/api/reports',
    summary:
      'Report an item; one open report per angler per item (409 the second time, 404 when the item is not visible to me; at most 30 an hour)',
    body: CreateReport,
    responses: { 201: ReportReceived, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
  }),
  role: route({
    method: 'GET',
    path: '/api/moderation/role',
    summary: 'Whether I am an operator',
    responses: { 200: ModerationRole, 401: ErrorBody },
  }),
  standing: route({
    method: 'GET',
    path: '/api/moderation/standing',
    summary: 'My standing: good, suspended (until when) or banned',
    responses: { 200: AnglerStanding, 401: ErrorBody },
  }),
  statements: route({
    method: 'GET',
    path: '/api/moderation/statements',
    summary: 'Actions affecting me, newest first, with their reasons, the rule, who acted (the role) and how to appeal',
    query: PageQuery,
    responses: { 200: pageOf(Statement), 400: ErrorBody, 401: ErrorBody },
  }),
  appeal: route({
    method: 'POST',
    path: '/api/moderation/statements/:id/appeal',
    summary: 'Appeal an action affecting me, once (409 the second time); a different operator decides',
    params: z.strictObject({ id: ActionId }),
    body: AppealStatement,
    responses: { 201: z.object({ id: AppealId, status: AppealStatus }), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  queue: route({
    method: 'GET',
    path: '/api/operator/queue',
    summary: 'Reported items with open reports, most reported and newest first (operators only)',
    query: PageQuery,
    responses: { 200: pageOf(QueueEntry), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
  }),
  item: route({
    method: 'GET',
    path: '/api/operator/items/:kind/:itemId',
    summary: "One reported item: its reports, its context and its author's history of actions (operators only)",
    params: ItemParams,
    responses: { 200: ReportedItemDetail, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  }),
  act: route({
    method: 'POST',
    path: '/api/operator/actions',
    summary: 'Act on a reported item or its author, citing a guideline (operators only; not on an item I reported or wrote)',
    body: TakeAction,
    responses: { 201: ActionView, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
  }),
  appeals: route({
    method: 'GET',
    path: '/api/operator/appeals',
    summary: 'Open appeals, oldest first (operators only)',
    query: PageQuery,
    responses: { 200: pageOf(AppealEntry), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
  }),
  decideAppeal: route({
    method: 'POST',
    path: '/api/operator/appeals/:id/decision',
    summary:
      'Uphold or reverse the action appealed (operators only; not an appeal of my own action or my own appeal; a removal cannot be reversed: 422)',
    params: z.strictObject({ id: AppealId }),
    body: DecideAppeal,
    responses: { 200: AppealDecided, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
  }),
  audit: route({
    method: 'GET',
    path: '/api/operator/audit',
    summary: 'The audit log of operator actions and changes of who is an operator, newest first (operators only)',
    query: PageQuery,
    responses: { 200: pageOf(AuditEntry), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
  }),
  operators: route({
    method: 'GET',
    path: '/api/operator/operators',
    summary: 'Who the operators are (operators only)',
    responses: { 200: z.array(Operator), 401: ErrorBody, 403: ErrorBody },
  }),
  grant: route({
    method: 'POST',
    path: '/api/operator/operators',
    summary: 'Make the angler who signs in with this email an operator (operators only)',
    body: GrantOperator,
    responses: { 201: Operator, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
  }),
  revoke: route({
    method: 'DELETE',
    path: '/api/operator/operators/:anglerId',
    summary: "Take an angler's operator role away (operators only; not my own)",
    params: z.strictObject({ anglerId: UserId }),
    responses: { 204: null, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
  }),
} as const;
