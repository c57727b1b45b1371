import { inject } from 'inversify';
import { KeptWhatWorks } from './ports.ts';
import { WhatWorksForMe } from './what-works-for-me.ts';

/**
 * What an answer kept by this build says it is: a kept answer of another form is computed again.
 * Change it whenever the answer for the same tallies would read differently (its shape, its words,
 * a species' name), so no answer kept by an earlier build is served after a deploy.
 */
export const WHAT_WORKS_FORM = 'what-works 1';

/**
 * "What works for me" as the JSON text sent: the angler's kept answer while their tallies have not
 * changed since it was made, else made from the tallies (WhatWorksForMe) and kept for the next
 * request — under the version read before the tallies were, so a change that lands meanwhile leaves
 * it unkept (KeptWhatWorks.keep).
 */
export class WhatWorksAnswer {
  constructor(
    @inject(KeptWhatWorks) private readonly kept: KeptWhatWorks,
    @inject(WhatWorksForMe) private readonly whatWorks: Pick<WhatWorksForMe, 'execute'>,
  ) {}

  async jsonFor(anglerId: string): Promise<string> {
    const kept = await this.kept.read(anglerId, WHAT_WORKS_FORM);
    if (kept.answer !== null) return kept.answer;
    const answer = JSON.stringify(await this.whatWorks.execute(anglerId));
    // No version yet: the angler has never had a tally, and their row comes with their first.
    if (kept.version !== null) await this.kept.keep(anglerId, kept.version, WHAT_WORKS_FORM, answer);
    return answer;
  }
}
