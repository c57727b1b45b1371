import { z } from './z.ts';
import { route } from './route.ts';
import { ErrorBody } from './errors.ts';
import { UserId } from './identity.ts';
import { HiddenMark } from './moderation.ts';

/**
 * The forum (spec part 2 §2, §3, §5, §7, §9): questions by category, answers, likes as a toggle,
 * full-text search, and — beyond the spec — the asker's accepted answer.
 */
export const FORUM_CATEGORIES = ['techniques', 'equipment', 'locations', 'general'] as const;
export const ForumCategory = z.enum(FORUM_CATEGORIES);
export type ForumCategory = z.infer<typeof ForumCategory>;

export const FORUM_LIMITS = {
  titleChars: 200,
  contentChars: 2000,
  answerChars: 2000,
  previewChars: 150,
  searchChars: 200,
  /** Rows of one list or search answer. */
  listRows: 50,
} as const;

/** Spec §5 wording: the dialog's toasts and the server's refusals say the same thing. */
export const FORUM_MESSAGES = {
  missingFields: 'Please fill in all fields',
  missingAnswer: 'Please enter your answer',
  titleTooLong: `Title must be at most ${FORUM_LIMITS.titleChars} characters`,
  contentTooLong: `Content must be at most ${FORUM_LIMITS.contentChars} characters`,
  answerTooLong: `Answer must be at most ${FORUM_LIMITS.answerChars} characters`,
  unknownCategory: 'Category must be one of techniques, equipment, locations, general',
  questionNotFound: "The question you're looking for doesn't exist.",
  /** A new account's question or answer with a link in it (their first 24 hours): spam's first move. */
  linksAfterFirstDay: 'Links can be posted once your account is a day old. Take the link out, or post it tomorrow.',
} as const;

export const QuestionId = z.string().min(1).max(64);
export const AnswerId = z.string().min(1).max(64);

/** A row of the list: the question without its answers, its content cut to the preview (§9: 150 characters). */
export const QuestionSummary = z.object({
  id: QuestionId,
  title: z.string(),
  preview: z.string(),
  category: ForumCategory,
  userId: UserId,
  userDisplayName: z.string().nullable(),
  userProfileImage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  answerCount: z.number().int().min(0),
  likeCount: z.number().int().min(0),
  hasAcceptedAnswer: z.boolean(),
  /** Set for its asker only when moderation hid it (nobody else receives it). */
  hidden: HiddenMark.nullable(),
});
export type QuestionSummary = z.infer<typeof QuestionSummary>;

export const Answer = z
  .object({
    id: AnswerId,
    content: z.string(),
    userId: UserId,
    userDisplayName: z.string().nullable(),
    userProfileImage: z.string().nullable(),
    createdAt: z.iso.datetime(),
    accepted: z.boolean(),
    /** Set for its author only when moderation hid it (nobody else receives it). */
    hidden: HiddenMark.nullable(),
  })
  .meta({ id: 'Answer' });
export type Answer = z.infer<typeof Answer>;

/** A question with its answers (oldest first, the accepted one marked), as spec §3 lists it. */
export const Question = z
  .object({
    id: QuestionId,
    title: z.string(),
    content: z.string(),
    category: ForumCategory,
    userId: UserId,
    userDisplayName: z.string().nullable(),
    userProfileImage: z.string().nullable(),
    createdAt: z.iso.datetime(),
    answerCount: z.number().int().min(0),
    likeCount: z.number().int().min(0),
    acceptedAnswerId: AnswerId.nullable(),
    /** Set for its asker only when moderation hid it (nobody else receives it). */
    hidden: HiddenMark.nullable(),
    answers: z.array(Answer),
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof Question>;

const required = (message: string) => z.string(message).trim().min(1, message);

/** Spec §5: all three required and trimmed (one message for any missing), title 200 and content 2000 at most. */
export const AskQuestion = z.object({
  title: required(FORUM_MESSAGES.missingFields).max(FORUM_LIMITS.titleChars, FORUM_MESSAGES.titleTooLong),
  content: required(FORUM_MESSAGES.missingFields).max(FORUM_LIMITS.contentChars, FORUM_MESSAGES.contentTooLong),
  category: required(FORUM_MESSAGES.missingFields).pipe(z.enum(FORUM_CATEGORIES, FORUM_MESSAGES.unknownCategory)),
});
export type AskQuestion = z.infer<typeof AskQuestion>;

export const PostAnswer = z.object({
  questionId: QuestionId,
  content: required(FORUM_MESSAGES.missingAnswer).max(FORUM_LIMITS.answerChars, FORUM_MESSAGES.answerTooLong),
});
export type PostAnswer = z.infer<typeof PostAnswer>;

export const QuestionsQuery = z.object({
  category: ForumCategory.optional(),
  search: z.string().trim().max(FORUM_LIMITS.searchChars).optional(),
});

export const LikeStatus = z.object({ liked: z.boolean() });
export const QuestionLikeState = z.object({ liked: z.boolean(), likeCount: z.number().int().min(0) });
export type QuestionLikeState = z.infer<typeof QuestionLikeState>;

/** Real counts per category, for the tiles (the spec's were hard-coded). */
export const CategoryCounts = z.object(
  Object.fromEntries(FORUM_CATEGORIES.map((c) => [c, z.number().int().min(0)])) as {
    [K in ForumCategory]: z.ZodNumber;
  },
);
export type CategoryCounts = z.infer<typeof CategoryCounts>;

export const AcceptAnswer = z.object({ answerId: AnswerId });

const QuestionParams = z.object({ id: QuestionId });
const signedIn = { 401: ErrorBody } as const;
const limited = { 429: ErrorBody } as const;

export const forumRoutes = {
  listQuestions: route({
    method: 'GET',
    path: '/api/forum/questions',
    summary: 'Questions, newest first, by category; with search, the best matches of title, content and answers first',
    query: QuestionsQuery,
    responses: { 200: z.array(QuestionSummary), 400: ErrorBody, ...signedIn },
  }),
  categoryCounts: route({
    method: 'GET',
    path: '/api/forum/categories',
    summary: 'How many questions each category holds',
    responses: { 200: CategoryCounts, ...signedIn },
  }),
  question: route({
    method: 'GET',
    path: '/api/forum/questions/:id',
    summary: 'A question with its answers',
    params: QuestionParams,
    responses: { 200: Question, ...signedIn, 404: ErrorBody },
  }),
  liked: route({
    method: 'GET',
    path: '/api/forum/questions/:id/liked',
    summary: 'Whether I like the question',
    params: QuestionParams,
    responses: { 200: LikeStatus, ...signedIn, 404: ErrorBody },
  }),
  toggleLike: route({
    method: 'POST',
    path: '/api/forum/questions/:id/like',
    summary: 'Like the question, or take the like back when I already like it',
    params: QuestionParams,
    responses: { 200: QuestionLikeState, ...signedIn, 404: ErrorBody, ...limited },
  }),
  ask: route({
    method: 'POST',
    path: '/api/forum/questions',
    summary: "Ask a question (no links in an account's first day: 422)",
    body: AskQuestion,
    responses: { 201: Question, 400: ErrorBody, ...signedIn, 422: ErrorBody, ...limited },
  }),
  answer: route({
    method: 'POST',
    path: '/api/forum/answers',
    summary: "Answer a question (no links in an account's first day: 422)",
    body: PostAnswer,
    responses: { 201: Answer, 400: ErrorBody, ...signedIn, 404: ErrorBody, 422: ErrorBody, ...limited },
  }),
  accept: route({
    method: 'POST',
    path: '/api/forum/questions/:id/accept',
    summary: 'The asker marks one answer as the accepted one (another replaces it)',
    params: QuestionParams,
    body: AcceptAnswer,
    responses: { 200: Question, 400: ErrorBody, ...signedIn, 403: ErrorBody, 404: ErrorBody },
  }),
} as const;
