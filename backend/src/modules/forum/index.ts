/**
 * forum — anglers ask and answer: questions by category, answers (the asker may accept one), likes
 * as a toggle, and full-text search over questions and their answers (the header's search box lands
 * here). Authors are named from identity's cards at read time. Nobody calls the forum yet: this door
 * is empty on purpose.
 */
export {};
