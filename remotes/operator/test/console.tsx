import { renderWithKit } from '../../kit/test/render.tsx';
import { ConsoleRoutes } from '../src/ConsoleRoutes.tsx';
import { QueueTab } from '../src/queue/QueueTab.tsx';
import { AppealsTab } from '../src/appeals/AppealsTab.tsx';
import { ReviewPage } from '../src/advertisers/ReviewPage.tsx';
import { AuditTab } from '../src/audit/AuditTab.tsx';
import { OperatorsTab } from '../src/operators/OperatorsTab.tsx';
import { ItemPage } from '../src/queue/ItemPage.tsx';

import { act, cleanup } from '@testing-library/react';
import { dismissToast } from '@tightlines/kit';
import type { ApiServer } from '../../kit/test/api-server.ts';
import { serveAnswers, type Answers } from '../../kit/test/render.tsx';

/**
 * One suite's stand-in backend, signed in as an operator unless a test answers the role call itself;
 * closed (with the page and its toasts) after each test. Call inside a `describe`.
 */
export function consoleServer() {
  let server: ApiServer | undefined;
  afterEach(async () => {
    cleanup();
    act(() => dismissToast());
    await server?.close();
    server = undefined;
  });
  return {
    serve: async (answers: Answers) => (server = await serveAnswers({ 'GET /api/moderation/role': anOperator, ...answers })),
    get requests() {
      return server?.requests ?? [];
    },
  };
}

/**
 * The console as the shell draws it at a path (the tree routes.tsx draws, with each tab imported at once
 * rather than lazily, and without the stylesheet Node cannot load), signed in as Alice.
 */
export function renderConsole(path: string) {
  return renderWithKit(
    <ConsoleRoutes
      tabs={{ Queue: QueueTab, Appeals: AppealsTab, Advertisers: ReviewPage, Audit: AuditTab, Operators: OperatorsTab, Item: ItemPage }}
    />,
    { path },
  );
}

export const anOperator = { status: 200, json: { operator: true } };

/** An angler as the console names them. */
export const angler = (id: string, displayName: string) => ({ id, displayName });

export const page = <T,>(items: T[], nextCursor: string | null = null) => ({ status: 200, json: { items, nextCursor } });
