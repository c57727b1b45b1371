import '../../kit/test/dom.ts';
import type { ServerResponse } from 'node:http';
import { render } from '@testing-library/react';
import { createMemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { createQueryClient, KitProviders } from '@tightlines/kit';
import { startApiServer, type ApiServer } from '../../kit/test/api-server.ts';
import { PortalBaseProvider } from '../src/portal-path.tsx';
import { LoginPage } from '../src/login/LoginPage.tsx';
import { RegisterPage } from '../src/register/RegisterPage.tsx';
import { DashboardPage } from '../src/dashboard/DashboardPage.tsx';

/**
 * The portal's forms read themselves with `new FormData(form)`, which only jsdom's FormData
 * understands. Call inside a `describe` to lend it for that suite; Node's is put back after,
 * so backend suites in the same run never see jsdom's.
 */
export function withDomFormData() {
  const scope = globalThis as Record<string, unknown>;
  let saved: unknown;
  before(() => {
    saved = scope.FormData;
    scope.FormData = (scope.window as Record<string, unknown>).FormData;
  });
  after(() => {
    scope.FormData = saved;
  });
}

export interface Answer {
  status: number;
  json: unknown;
}

/** The backend's answers for one test, keyed "METHOD /path"; anything else answers 404 as an unbuilt call does. */
export function serve(answers: Record<string, Answer>): Promise<ApiServer> {
  return startApiServer((req, res: ServerResponse) => {
    const key = `${req.method} ${(req.url ?? '').split('?')[0]}`;
    const answer = answers[key] ?? { status: 404, json: { message: `No such API call: ${key}`, code: 'not_found' } };
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer.json));
  });
}

/** The portal's pages as the shell mounts them under /advertiser (without its stylesheet, which Node cannot load). */
export function renderPortal(path: string) {
  const portal = (
    <PortalBaseProvider>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path=":advertiserId/dashboard" element={<DashboardPage />} />
      </Routes>
    </PortalBaseProvider>
  );
  const router = createMemoryRouter([{ path: '/advertiser/*', element: portal }], { initialEntries: [path] });
  const client = createQueryClient({ gcTime: Infinity });
  return { router, ...render(<KitProviders client={client}><RouterProvider router={router} /></KitProviders>) };
}
