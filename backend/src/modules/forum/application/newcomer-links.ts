import { inject } from 'inversify';
import { FORUM_MESSAGES } from '@tightlines/contracts';
import { RuleViolated } from '../../../shared/kernel/domain-errors.ts';
import { AnglerTenureToken, onFirstDay, type AnglerTenure } from '../../../platform/limits/limits.ts';
import { ClockToken, type Clock } from '../../../platform/time/clock.ts';
import { containsLink } from '../domain/links.ts';

/** A link in a new account's question or answer (their first 24 hours): 422, saying when links are welcome. */
export class LinksAfterFirstDay extends RuleViolated {
  readonly code = 'LINKS_AFTER_FIRST_DAY';
  constructor() {
    super(FORUM_MESSAGES.linksAfterFirstDay);
  }
}

/**
 * New accounts post no links in the forum for their first 24 hours: spam accounts are made to post
 * links at once, anglers rarely need one on day one. Tenure is only asked when the words hold a link.
 */
export class NewcomerLinks {
  constructor(
    @inject(AnglerTenureToken) private readonly tenure: AnglerTenure,
    @inject(ClockToken) private readonly clock: Clock,
  ) {}

  async check(anglerId: string, ...texts: string[]): Promise<void> {
    if (!texts.some(containsLink)) return;
    if (onFirstDay(await this.tenure.joinedAt(anglerId), this.clock.now())) throw new LinksAfterFirstDay();
  }
}
