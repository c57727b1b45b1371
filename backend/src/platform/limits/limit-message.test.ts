import { expect } from 'chai';
import { limitMessage, waitOf } from './limit-message.ts';
import type { LimitPolicy } from './limits.ts';

const questions: LimitPolicy = {
  name: 'forum.question',
  counts: 'questions',
  regular: { points: 20, per: 'day' },
  firstDay: { points: 3, per: 'day' },
};
const messages: LimitPolicy = { name: 'messaging.message', counts: 'messages', regular: { points: 30, per: 'minute' } };

describe('limits: the 429 explains itself', () => {
  const now = new Date('2025-11-25T14:00:00Z');

  it('names the limit, when it resets and that the first day ends', () => {
    expect(limitMessage(questions, true, new Date('2025-11-26T13:12:00Z'), now)).to.equal(
      "You've reached the limit of 3 questions on your first day (forum.question). It resets at 13:12 UTC, in 23 h 12 min. " +
        'It lifts by itself when the period resets. New anglers can have 3 questions on their first day; more once your account is a day old (20 questions a day).',
    );
  });

  it('says the regular limit for anglers past their first day', () => {
    expect(limitMessage(questions, false, new Date('2025-11-25T20:00:00Z'), now)).to.equal(
      "You've reached the limit of 20 questions a day (forum.question). It resets at 20:00 UTC, in 6 h. It lifts by itself when the period resets.",
    );
    expect(limitMessage(messages, false, new Date('2025-11-25T14:00:40Z'), now)).to.contain('30 messages a minute (messaging.message)');
  });

  it('counts the wait as a person says it', () => {
    expect(waitOf(0.2)).to.equal('1 s');
    expect(waitOf(59)).to.equal('59 s');
    expect(waitOf(61)).to.equal('2 min');
    expect(waitOf(3600)).to.equal('1 h');
  });
});
