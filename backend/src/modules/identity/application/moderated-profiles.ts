import { inject } from 'inversify';
import { EventBusToken, type EventBus } from '../../../platform/events/event-bus.ts';
import { reportExcerpt, type ModeratedContent, type ReportableKind, type ReportedItem } from '../../moderation/index.ts';
import { profileShownTo } from '../domain/hidden-profile.ts';
import { AnglerCardChanged } from './angler-card.events.ts';
import { AnglerDirectory, HiddenProfiles, type ProfileForModeration } from './ports.ts';

/**
 * Identity's side of moderation: an angler's profile (its name and bio) as a report and the console
 * describe it, hidden and shown again in the action's transaction. The cards other modules keep are
 * told in that same transaction (AnglerCardChanged, nameless while hidden), so no copy keeps showing
 * the name or picture once the action commits; the angler's posts, trips and answers follow their own rules.
 */
export class ModeratedProfiles implements ModeratedContent {
  readonly kinds: readonly ReportableKind[] = ['profile'];

  constructor(
    @inject(HiddenProfiles) private readonly profiles: HiddenProfiles,
    @inject(AnglerDirectory) private readonly directory: AnglerDirectory,
    @inject(EventBusToken) private readonly events: EventBus,
  ) {}

  async seenBy(_kind: ReportableKind, itemId: string, viewerId: string): Promise<ReportedItem | null> {
    const profile = await this.profiles.describe(itemId);
    return profile && profileShownTo({ anglerId: profile.id, hiddenAt: profile.hiddenAt }, viewerId) ? describe(profile) : null;
  }

  async forOperator(_kind: ReportableKind, itemId: string): Promise<ReportedItem | null> {
    const profile = await this.profiles.describe(itemId);
    return profile ? describe(profile) : null;
  }

  async forOperatorMany(_kind: ReportableKind, itemIds: readonly string[]): Promise<ReportedItem[]> {
    return (await this.profiles.describeMany(itemIds)).map(describe);
  }

  async setHidden(_kind: ReportableKind, itemId: string, hidden: { ruleId: string | null; at: Date } | null): Promise<void> {
    if (!(await this.profiles.setHidden(itemId, hidden))) return;
    const card = (await this.directory.cardsOf([itemId], { evenHidden: true })).get(itemId);
    if (card) await this.events.publish(AnglerCardChanged.seenByOthers(card, hidden), { orderKey: card.id });
  }
}

function describe(p: ProfileForModeration): ReportedItem {
  const name = p.displayName ?? ([p.firstName, p.lastName].filter(Boolean).join(' ') || null);
  const bio = p.bio ?? '';
  return {
    kind: 'profile',
    itemId: p.id,
    authorId: p.id,
    title: name,
    excerpt: reportExcerpt(bio),
    link: `/profile/${p.id}`,
    createdAt: p.createdAt,
    context: [],
  };
}
