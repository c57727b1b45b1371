import { expect } from 'chai';
import type { ActionView, Notification, NotificationPage } from '@tightlines/contracts';
import type { Angler } from '../support/builders/anglers.ts';

export { makeOperator } from '../support/operators.ts';

export async function reports(angler: Angler, kind: string, itemId: string, reason = 'spam', details?: string) {
  return angler.send<{ reportId: string; message: string }>('POST', '/api/reports', {
    kind,
    itemId,
    reason,
    ...(details ? { details } : {}),
  });
}

export async function acts(operator: Angler, body: Record<string, unknown>): Promise<ActionView> {
  const res = await operator.send<ActionView>('POST', '/api/operator/actions', body);
  expect(res.status, res.text).to.equal(201);
  return res.json;
}

export const notificationsOf = async (angler: Angler): Promise<Notification[]> =>
  (await angler.get<NotificationPage>('/api/notifications?limit=50')).json.items;
