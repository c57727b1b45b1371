import { expect } from 'chai';
import type { ActionView, Notification, NotificationPage } from '@tightlines/contracts';
import type { TestApp } from '../support/index.ts';
import type { Angler } from '../support/builders/anglers.ts';
import { ManageOperators } from '../../src/modules/moderation/application/manage-operators.ts';

/** The role granted as the command line grants it (the same use case, no operator named). */
export async function makeOperator(app: TestApp, angler: Angler): Promise<void> {
  await app.inContext((get) => get<ManageOperators>(ManageOperators as unknown as symbol).grant(null, angler.id));
}

export async function reports(angler: Angler, kind: string, itemId: string, reason = 'spam', details?: string) {
  return angler.send<{ reportId: string; message: string }>('POST', '/api/reports', { kind, itemId, reason, ...(details ? { details } : {}) });
}

export async function acts(operator: Angler, body: Record<string, unknown>): Promise<ActionView> {
  const res = await operator.send<ActionView>('POST', '/api/operator/actions', body);
  expect(res.status, res.text).to.equal(201);
  return res.json;
}

export const notificationsOf = async (angler: Angler): Promise<Notification[]> =>
  (await angler.get<NotificationPage>('/api/notifications?limit=50')).json.items;
