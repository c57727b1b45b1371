import type { Notification } from '@tightlines/contracts';
import type { NotificationView } from '../../application/notification-views.ts';

export const toNotificationResponse = (v: NotificationView): Notification => ({ ...v, createdAt: v.createdAt.toISOString() });
