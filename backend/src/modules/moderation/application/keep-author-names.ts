import { inject } from 'inversify';
import type { DomainEvent, EventReaction } from '../../../platform/events/event-bus.ts';
import { AnglerCardChanged } from '../../identity/index.ts';
import { AnglerNamesToken, type AnglerNames } from './angler-names.ts';
import { ReportBook } from './ports.ts';

/**
 * Keeps the author's name on the queue's entries in step with identity. The card in the event is the
 * one others see (nameless while moderation hides the profile), so the name is read again as operators
 * see it.
 */
export class KeepAuthorNames implements EventReaction {
  readonly name = 'moderation.author-names';
  readonly reactsTo = [AnglerCardChanged.type];

  constructor(
    @inject(AnglerNamesToken) private readonly names: AnglerNames,
    @inject(ReportBook) private readonly reports: ReportBook,
  ) {}

  async react(event: DomainEvent): Promise<void> {
    const { id } = (event as AnglerCardChanged).card;
    const names = await this.names.namesOf([id]);
    if (names.has(id)) await this.reports.renameAuthor(id, names.get(id) ?? null);
  }
}
