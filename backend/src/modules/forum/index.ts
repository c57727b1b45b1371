/**
 * forum — anglers ask and answer: questions by category, answers (the asker may accept one), likes
 * as a toggle, and full-text search over questions and their answers (the header's search box lands
 * here). Authors are named from the forum's own copy of identity's cards
 * (kept from its AnglerCardChanged events). Nobody calls the forum: its door holds
 * only the events others react to (notifications tells the asker and the answerer).
 */
export { AnswerAccepted, QuestionAnswered, QuestionLiked } from './domain/forum.events.ts';
