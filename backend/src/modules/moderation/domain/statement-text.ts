import type { RestrictingAction } from './action.ts';
import type { ReportableKind } from './reportable-kind.ts';

const NOUNS: Record<ReportableKind, string> = {
  post: 'post',
  trip: 'trip',
  question: 'question',
  answer: 'answer',
  message: 'message',
  group: 'group',
  group_message: 'group chat message',
  spot: 'spot',
  tip: 'tip',
  tournament: 'tournament',
  profile: 'profile',
};

const day = (at: Date): string => at.toISOString().slice(0, 10);

/** What a statement of reasons tells the angler was done, in their words. */
export function statementWhat(action: RestrictingAction, kind: ReportableKind, suspendedUntil: Date | null): string {
  const noun = NOUNS[kind];
  switch (action) {
    case 'hide':
      return `Your ${noun} was hidden.`;
    case 'remove':
      return `Your ${noun} was removed.`;
    case 'warn':
      return `You were warned about your ${noun}.`;
    case 'suspend':
      return `Your account was suspended${suspendedUntil ? ` until ${day(suspendedUntil)}` : ''} because of your ${noun}.`;
    case 'ban':
      return `Your account was banned because of your ${noun}.`;
  }
}
