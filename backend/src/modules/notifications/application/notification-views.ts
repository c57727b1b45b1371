import { inject } from 'inversify';
import { AnglersFacade } from '../../identity/index.ts';
import { notificationLink, notificationText } from '../domain/notification-text.ts';
import type { NotificationKind } from '../domain/notification.ts';
import type { NotificationRecord } from './ports.ts';

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  text: string;
  link: string;
  actorId: string | null;
  actorName: string | null;
  actorImage: string | null;
  createdAt: Date;
  read: boolean;
}

/** Notifications as the bell shows them: the actor's current name and picture, the words and the link. */
export class NotificationViews {
  constructor(@inject(AnglersFacade) private readonly anglers: AnglersFacade) {}

  async of(records: readonly NotificationRecord[]): Promise<NotificationView[]> {
    const cards = await this.anglers.cardsOf(records.flatMap((r) => (r.actorId ? [r.actorId] : [])));
    return records.map((r) => {
      const card = r.actorId ? cards.get(r.actorId) : undefined;
      const actorName = card ? card.displayName?.trim() || [card.firstName, card.lastName].filter(Boolean).join(' ').trim() || null : null;
      return {
        id: r.id,
        kind: r.kind,
        text: notificationText(r.kind, actorName),
        link: notificationLink(r.kind, r.subjectId, r.actorId),
        actorId: r.actorId,
        actorName,
        actorImage: card?.profileImageUrl ?? null,
        createdAt: r.createdAt,
        read: r.readAt !== null,
      };
    });
  }
}
