import { NotFound } from '../../../shared/kernel/domain-errors.ts';

export class NotificationNotFound extends NotFound {
  readonly code = 'NOTIFICATION_NOT_FOUND';
  constructor() {
    super('Notification not found');
  }
}
