import type { TestApp } from './test-app.ts';
import { ManageOperators } from '../../src/modules/moderation/application/manage-operators.ts';

/** The operator role granted as the command line grants it (the same use case, no operator named). */
export async function makeOperator(app: TestApp, angler: { id: string }): Promise<void> {
  await app.inContext((get) => get<ManageOperators>(ManageOperators as unknown as symbol).grant(null, angler.id));
}
